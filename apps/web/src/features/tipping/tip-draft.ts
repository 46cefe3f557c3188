import { useLocation } from 'react-router';
import { z } from 'zod';
import { PAYMENT_TYPES, payeeDetails } from '@opentip/shared/schemas/tips.schema';
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '@/app/storage-keys';

export type Payee = z.infer<typeof payeeDetails>;

/**
 * What a giver has chosen so far, kept under the SPEC 3 "tip" key so a reload on a phone loses
 * nothing. Never card data: cards become provider tokens and those stay in memory only.
 */
const tipDraft = z.object({
  payeeCode: z.string(),
  payeeId: z.string(),
  payee: payeeDetails,
  connectedAccountId: z.string().nullable().default(null),
  mode: z.enum(['amount', 'percent']).default('percent'),
  amountText: z.string().default(''),
  billText: z.string().default(''),
  percentChoice: z.string().default('15'),
  customPercent: z.string().default(''),
  paymentType: z.enum(PAYMENT_TYPES).default('card'),
  /** Mobile money's network (the phone number is asked each time and never kept). */
  mobileNetwork: z.string().default(''),
  coverFee: z.boolean().default(false),
  comment: z.string().default(''),
  email: z.string().default(''),
});
export type TipDraft = z.infer<typeof tipDraft>;
export type TipStart = Pick<TipDraft, 'payeeCode' | 'payeeId' | 'payee'> & Partial<TipDraft>;

export function parseTipDraft(value: unknown): TipDraft | null {
  const parsed = tipDraft.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function readTipDraft(): TipDraft | null {
  const raw = readStorage(STORAGE_KEYS.tip);
  if (!raw) return null;
  try {
    return parseTipDraft(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeTipDraft(draft: TipStart): TipDraft {
  const full = tipDraft.parse(draft);
  writeStorage(STORAGE_KEYS.tip, JSON.stringify(full));
  return full;
}

export function clearTipDraft(): void {
  removeStorage(STORAGE_KEYS.tip);
}

/** The draft of the screen: router state first (SPEC 4), else what storage kept over a reload. */
export function useTipDraft(): TipDraft | null {
  const location = useLocation();
  const fromState = parseTipDraft(location.state);
  const stored = readTipDraft();
  if (!fromState) return stored;
  if (stored?.payeeId !== fromState.payeeId) return fromState;
  const { payeeCode, payeeId, payee } = fromState;
  return { ...stored, payeeCode, payeeId, payee };
}
