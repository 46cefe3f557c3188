import type { UserRow } from '../../db/schema/users.ts';
import type { ReceivedSummary } from '../ledger/ledger.service.ts';
import type { RatingSummary } from '../feedback/ratings.service.ts';

/** Public facts of a receiver only: no email, phone, account id or anything internal. */
export function presentPayee(payee: UserRow, rating: RatingSummary, paymentsEnabled: boolean) {
  return {
    id: payee.id,
    teamId: payee.teamId,
    username: payee.username,
    profileImg: payee.profileImg,
    rating: rating.rating,
    reviewsCount: rating.reviewsCount,
    placeId: payee.placeId,
    currency: payee.currency,
    paymentsEnabled,
  };
}

export function presentBalance(summary: ReceivedSummary) {
  return {
    currency: summary.currency,
    todayTips: summary.tipsToday,
    receivedToday: summary.receivedToday,
    total: summary.totalReceived,
    available: summary.available,
  };
}
