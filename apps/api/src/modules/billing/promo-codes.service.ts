import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes, promoRedemptions, PROMO_KINDS, type PromoCodeRow } from '../../db/schema/billing.ts';
import { firstChargeAmount } from '@opentip/shared/schemas/billing.schema';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { addMonths } from './plans.ts';

export type PromoKind = (typeof PROMO_KINDS)[number];

export interface NewPromoCode {
  code: string;
  kind: PromoKind;
  value: number;
  currency: string | null;
  validFrom: Date;
  validUntil: Date | null;
  maxRedemptions: number | null;
}

/** Codes are matched case-insensitively: kept and compared upper-case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();
const CODE_SHAPE = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;

/** Why a code cannot be made: null when it can. Shared by the admin command and the dev route. */
export function promoCodeProblem(input: NewPromoCode): string | null {
  if (!CODE_SHAPE.test(input.code)) return 'A code is 3 to 40 letters, digits, "-" or "_".';
  if (!Number.isInteger(input.value)) return 'The value must be a whole number.';
  if (input.kind === 'percent' && (input.value < 1 || input.value > 100))
    return 'A percent is from 1 to 100.';
  if (input.kind === 'freeMonths' && (input.value < 1 || input.value > 24))
    return 'Free months are from 1 to 24.';
  if (input.kind === 'amount' && input.value < 1) return 'An amount is at least 1 minor unit.';
  if (input.kind === 'amount' && !input.currency) return 'An amount code needs its currency.';
  if (input.kind !== 'amount' && input.currency) return 'Only an amount code has a currency.';
  if (input.validUntil && input.validUntil <= input.validFrom) return 'The code must end after it starts.';
  if (input.maxRedemptions !== null && (!Number.isInteger(input.maxRedemptions) || input.maxRedemptions < 1))
    return 'The maximum number of redemptions is at least 1.';
  return null;
}

/** Makes a code; answers null when one with that name exists already. */
export async function createPromoCode(db: Db, input: NewPromoCode): Promise<PromoCodeRow | null> {
  const problem = promoCodeProblem(input);
  if (problem) throw new Error(problem);
  const [created] = await db.insert(promoCodes).values(input).onConflictDoNothing().returning();
  return created ?? null;
}

export const listPromoCodes = (db: Db) => db.select().from(promoCodes).orderBy(asc(promoCodes.code));

export async function disablePromoCode(db: Db, code: string, now: Date): Promise<PromoCodeRow | null> {
  const [row] = await db
    .update(promoCodes)
    .set({ disabledAt: sql`coalesce(${promoCodes.disabledAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(promoCodes.code, normalizeCode(code)))
    .returning();
  return row ?? null;
}

const refused = (status: number, key: Parameters<typeof badRequest>[0], code: string) =>
  new AppError(status, code, key);

/**
 * The code a business may redeem now, or the reason it may not: unknown (or disabled), not yet
 * valid, expired, used up, already used by this business, an amount in another currency. The limit
 * is only looked at here; the use itself is taken by claimPromo, before the card is charged.
 */
export async function applicablePromo(
  db: Db,
  options: { code: string; businessId: string; currency: string | null; now: Date },
): Promise<PromoCodeRow> {
  const { businessId, currency, now } = options;
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normalizeCode(options.code)));
  if (!promo || promo.disabledAt) throw notFound('promoCodeUnknown', 'PROMO_CODE_UNKNOWN');
  if (promo.validFrom > now) throw conflict('promoCodeNotYetValid', 'PROMO_CODE_NOT_YET_VALID');
  if (promo.validUntil && promo.validUntil <= now) throw conflict('promoCodeExpired', 'PROMO_CODE_EXPIRED');
  const [used] = await db
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.businessId, businessId)));
  if (used && !used.pendingRequestId) throw conflict('promoCodeAlreadyUsed', 'PROMO_CODE_ALREADY_USED');
  // A use this business holds while its payment is open (3-D Secure) counts as its own, not as used up.
  if (!used && promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions)
    throw conflict('promoCodeUsedUp', 'PROMO_CODE_USED_UP');
  if (promo.kind === 'amount' && currency !== null && promo.currency !== currency)
    throw refused(400, 'promoCodeOtherCurrency', 'PROMO_CODE_OTHER_CURRENCY');
  return promo;
}

/**
 * What the first period costs and how long it is. Percent and amount codes take off the first
 * charge only; free months are a first period of that many months, free, before the plan's first charge.
 */
export function firstPeriod(
  plan: { amount: number; id: 'monthly' | 'yearly' },
  promo: Pick<PromoCodeRow, 'kind' | 'value'> | null,
  start: Date,
): { amount: number; end: Date } {
  const planEnd = addMonths(start, plan.id === 'monthly' ? 1 : 12);
  const amount = firstChargeAmount(plan.amount, promo);
  if (promo?.kind === 'freeMonths') return { amount, end: addMonths(start, promo.value) };
  return { amount, end: planEnd };
}

export const promoSummaryOf = (promo: PromoCodeRow) => ({
  code: promo.code,
  kind: promo.kind,
  value: promo.value,
  currency: promo.currency,
});
