import type { CreateTipData, PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '@/app/storage-keys';
import type { TipDraft } from '@/features/tipping/tip-draft';

/**
 * The guest page keeps what the full app keeps, in the same shapes (tip-draft.ts, tip-result.ts),
 * built by hand because their zod schemas stay out of the guest's bundle; tests check that the
 * app's parsers accept them.
 */
export function newTipDraft(input: {
  payeeCode: string;
  payee: PayeeDetails;
  connectedAccountId: string | null;
}): TipDraft {
  return {
    payeeCode: input.payeeCode,
    payeeId: input.payee.id,
    payee: input.payee,
    connectedAccountId: input.connectedAccountId,
    mode: 'percent',
    amountText: '',
    billText: '',
    percentChoice: '15',
    customPercent: '',
    paymentType: 'card',
    mobileNetwork: '',
    coverFee: false,
    comment: '',
    email: '',
  };
}

type Choices = Omit<TipDraft, 'payeeCode' | 'payeeId' | 'payee' | 'connectedAccountId'>;
const CHOICE_TYPES: Record<keyof Choices, 'string' | 'boolean'> = {
  mode: 'string',
  amountText: 'string',
  billText: 'string',
  percentChoice: 'string',
  customPercent: 'string',
  paymentType: 'string',
  mobileNetwork: 'string',
  coverFee: 'boolean',
  comment: 'string',
  email: 'string',
};
const ENUMS: Partial<Record<keyof Choices, readonly string[]>> = {
  mode: ['amount', 'percent'],
  paymentType: ['card', 'applePay', 'googlePay', 'paypal', 'mobileMoney'],
};

/**
 * What stays from an earlier draft when the link opens: everything when it is this receiver's tip
 * (a reload on a phone loses nothing), else only the receipt address, as the full app does.
 */
export function storedChoices(payeeId: string): Partial<Choices> {
  let stored: unknown;
  try {
    stored = JSON.parse(readStorage(STORAGE_KEYS.tip) ?? 'null');
  } catch {
    return {};
  }
  if (!stored || typeof stored !== 'object') return {};
  const record = stored as Record<string, unknown>;
  const choices: Partial<Record<keyof Choices, unknown>> = {};
  for (const [key, type] of Object.entries(CHOICE_TYPES) as [keyof Choices, string][]) {
    const value = record[key];
    if (typeof value !== type) continue;
    if (ENUMS[key] && !ENUMS[key].includes(value as string)) continue;
    choices[key] = value;
  }
  if (record.payeeId === payeeId) return choices as Partial<Choices>;
  return typeof choices.email === 'string' && choices.email ? { email: choices.email } : {};
}

export function writeDraft(draft: TipDraft): void {
  writeStorage(STORAGE_KEYS.tip, JSON.stringify(draft));
}

export function clearDraft(): void {
  removeStorage(STORAGE_KEYS.tip);
}

export function storedCurrency(): string | null {
  return readStorage(STORAGE_KEYS.defaultCurrency);
}

/** tip-result.ts saveTipResult's record, under the same sessionStorage key. */
export function saveResult(data: CreateTipData, email: string | null): void {
  try {
    window.sessionStorage.setItem('tipResult', JSON.stringify({ ...data, email, feedbackSent: false }));
  } catch {
    /* not kept over a reload */
  }
}

/** A signed-in visitor (persist:root holds a session with a token): the full app serves them. */
export function hasStoredSession(): boolean {
  try {
    const root = JSON.parse(readStorage(STORAGE_KEYS.session) ?? 'null') as { session?: unknown } | null;
    if (typeof root?.session !== 'string') return false;
    const session = JSON.parse(root.session) as { accessToken?: unknown } | null;
    return typeof session?.accessToken === 'string' && session.accessToken.length > 0;
  } catch {
    return false;
  }
}
