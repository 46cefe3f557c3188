import { and, gt, sql, type SQL } from 'drizzle-orm';
import { builtOnce, NAMED_BY_TEXT } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { tips } from '../../db/schema/payments.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { tipStatusIn } from './tip-status-sql.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Card testers try many stolen cards (or one card's many expiry/CVC guesses) against a payment
 * form; nearly all attempts fail. So the limits count failed tips by what the tester must vary or
 * reuse, not by the address alone (a venue's guests share one): the card, the signed-in giver, the
 * receiver they tip and, generously, the address. Counted in the database so every instance sees
 * the same numbers.
 */
export const CARD_TESTING_LIMITS = {
  /** Failed tips with one card (its provider fingerprint) in the window: guessing expiry or CVC. */
  perCard: 10,
  /** Failed tips of one signed-in giver. */
  perGiver: 10,
  /** Failed tips from one address: far above what a venue's honest guests decline in an hour. */
  perAddress: 30,
  /**
   * Failed guest tips to one receiver. Past it, guests must sign in to tip this receiver for the
   * rest of the hour: signed-in givers still can, so a tester cannot cut a receiver off.
   */
  perReceiverGuests: 20,
  windowMs: HOUR_MS,
} as const;

export interface TipAttempt {
  receiverUserId: string;
  giverUserId: string | null;
  clientIp: string | null;
  cardFingerprint: string | null;
}

const failedWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

/** One scan of the recent failures (a partial index holds only failed tips). */
export const recentFailuresQuery = (db: Db) =>
  db
    .select({
      card: failedWhere(sql`${tips.cardFingerprint} = ${sql.placeholder('cardFingerprint')}`),
      giver: failedWhere(sql`${tips.giverUserId} = ${sql.placeholder('giverUserId')}`),
      address: failedWhere(sql`${tips.clientIp} = ${sql.placeholder('clientIp')}`),
      receiver: failedWhere(
        sql`${tips.receiverUserId} = ${sql.placeholder('receiverUserId')} and ${tips.giverUserId} is null`,
      ),
    })
    .from(tips)
    .where(and(tipStatusIn('failed'), gt(tips.createdAt, sql.placeholder('since'))));

const recentFailures = builtOnce((db) => recentFailuresQuery(db).prepare(NAMED_BY_TEXT));

/** Refuses (429) a tip whose card, giver, address or receiver has failed too often lately. */
export async function assertNotCardTesting(db: Db, attempt: TipAttempt, now: Date): Promise<void> {
  const since = new Date(now.getTime() - CARD_TESTING_LIMITS.windowMs).toISOString();
  const [failures] = await recentFailures(db).execute({ ...attempt, since });
  if (!failures) return;
  const limits = CARD_TESTING_LIMITS;
  if (failures.card >= limits.perCard) throw tooManyRequests('cardTooManyFailures', 'CARD_TOO_MANY_FAILURES');
  if (failures.giver >= limits.perGiver || failures.address >= limits.perAddress)
    throw tooManyRequests('tooManyFailedPayments', 'TOO_MANY_FAILED_PAYMENTS');
  if (attempt.giverUserId === null && failures.receiver >= limits.perReceiverGuests)
    throw tooManyRequests('guestTipsPaused', 'GUEST_TIPS_PAUSED');
}
