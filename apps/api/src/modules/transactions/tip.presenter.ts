import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import type { TipFeedbackRow } from '../../db/schema/feedback.ts';
import type { TipRow } from '../../db/schema/payments.ts';

export interface PersonSummary {
  id: string;
  username: string;
  profileImg: string | null;
}

/** 1250 basis points -> "12.5", without a float. */
export function percentText(bps: number): string {
  const whole = (bps - (bps % 100)) / 100;
  const hundredths = bps % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** The name and picture a tip shows of a user. */
export const personOf = (user: PersonSummary): PersonSummary => ({
  id: user.id,
  username: user.username,
  profileImg: user.profileImg,
});

const unknownPerson = (id: string): PersonSummary => ({ id, username: 'Deleted user', profileImg: null });

/**
 * The only way a tip leaves the server: no token, idempotency key or provider secret in it.
 * `withWords: false` leaves out what the giver wrote (comment and canned texts), which only the
 * giver and the receiver (for a team pool, its managers) may read; the rating stays.
 */
export function presentTip(
  tip: TipRow,
  people: ReadonlyMap<string, PersonSummary>,
  feedback: TipFeedbackRow | null = null,
  options: { withWords: boolean } = { withWords: true },
): TipTransaction {
  const { withWords } = options;
  return {
    id: tip.id,
    status: tip.status,
    currency: tip.currency,
    amounts: { tip: tip.tipAmount, fee: tip.feeAmount, net: tip.netAmount, total: tip.totalAmount },
    billAmount: tip.billAmount,
    percent: tip.percentBps === null ? null : percentText(tip.percentBps),
    coverFee: tip.coverFee,
    paymentType: tip.paymentType,
    card: tip.cardBrand && tip.cardLast4 ? { brand: tip.cardBrand, last4: tip.cardLast4 } : null,
    comment: withWords ? tip.comment : null,
    payee: people.get(tip.receiverUserId) ?? unknownPerson(tip.receiverUserId),
    giver: tip.giverUserId ? (people.get(tip.giverUserId) ?? unknownPerson(tip.giverUserId)) : null,
    toTeamId: tip.toTeamId,
    fromTeamId: tip.fromTeamId,
    refundedAmount: tip.refundedAmount,
    feedback: feedback
      ? {
          rating: feedback.rating,
          cannedComments: withWords ? feedback.cannedComments : [],
          comment: withWords ? feedback.comment : null,
          createdAt: feedback.createdAt.toISOString(),
        }
      : null,
    createdAt: tip.createdAt.toISOString(),
  };
}
