import type { PoolNote } from '@opentip/shared/schemas/team-pool.schema';
import type { UserRow } from '../../db/schema/users.ts';
import type { BalanceSummary } from './payees.service.ts';
import type { RatingSummary } from '../feedback/ratings.service.ts';

/**
 * Public facts of a receiver only: no email, phone, account id or anything internal. A team's
 * account adds how its pool is shared (policy kind, number of sharing members), never who.
 */
export function presentPayee(found: {
  payee: UserRow;
  rating: RatingSummary;
  paymentsEnabled: boolean;
  pool: PoolNote | null;
}) {
  const { payee, rating, paymentsEnabled } = found;
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
    pool: found.pool,
  };
}

export function presentBalance(summary: BalanceSummary) {
  return {
    currency: summary.currency,
    todayTips: summary.tipsToday,
    receivedToday: summary.receivedToday,
    total: summary.totalReceived,
    available: summary.available,
    pending: summary.pending,
    nextAvailableAt: summary.nextAvailableAt,
    holdHours: summary.holdHours,
    poolShares: summary.poolShares,
  };
}
