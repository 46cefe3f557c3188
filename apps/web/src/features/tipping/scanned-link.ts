import { UNIQUE_ID_MAX_DIGITS } from '@opentip/shared/validation';

export type ScannedTarget = { kind: 'payeeCode'; code: string } | { kind: 'uniqueId'; uniqueId: string };

const RECEIVER_PATH = /\/tip-receiver-details\/([A-Za-z0-9_-]{1,64})\/?$/;
const UNIQUE_ID = new RegExp(`^\\d{1,${UNIQUE_ID_MAX_DIGITS}}$`);

/**
 * What a scanned QR code points at. A receiver's code holds a link to
 * /tip-receiver-details/:payeeCode (on whichever host printed it): the app follows the path itself
 * and never opens another site. A bare unique ID works too; anything else is not ours.
 */
export function readScannedText(text: string): ScannedTarget | null {
  const value = text.trim();
  if (UNIQUE_ID.test(value)) return { kind: 'uniqueId', uniqueId: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const match = RECEIVER_PATH.exec(url.pathname);
  return match?.[1] ? { kind: 'payeeCode', code: match[1] } : null;
}
