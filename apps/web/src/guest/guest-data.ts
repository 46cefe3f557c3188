import type { GuestPageInput } from '@opentip/shared/guest-page';
import type { GuestStrings } from './i18n/lite-translator';

/** What the server puts into #guest-data: the page's input and the strings it shows, one language. */
export interface GuestData extends GuestPageInput {
  strings: GuestStrings;
}

export const GUEST_DATA_ID = 'guest-data';

/** JSON that stays inert inside <script type="application/json">: no "<", no JS line separators. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readGuestData(doc: Document = document): GuestData | null {
  const text = doc.getElementById(GUEST_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as GuestData;
  } catch {
    return null;
  }
}
