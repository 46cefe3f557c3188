import { eq, sql } from 'drizzle-orm';
import { displayedRating } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import { tipFeedback } from '../../db/schema/feedback.ts';
import { toSafeInteger } from '../ledger/ledger.service.ts';

export interface RatingSummary {
  /** 0 to 5 in half steps; 0 until there are 5 reviews (SPEC 4). */
  rating: number;
  reviewsCount: number;
}

/**
 * A receiver's rating from the feedback on tips given to them. For the session user presenter
 * (users/user.presenter.ts) as well as payee details.
 */
export async function ratingSummary(db: Db, options: { userId: string }): Promise<RatingSummary> {
  const [row] = await db
    .select({ count: sql<string>`count(*)`, stars: sql<string>`coalesce(sum(${tipFeedback.rating}), 0)` })
    .from(tipFeedback)
    .where(eq(tipFeedback.receiverUserId, options.userId));
  return ratingOf({ reviews: row?.count, stars: row?.stars });
}

/** The shown rating from a receiver's review count and sum of stars (as PostgreSQL sums them). */
export function ratingOf(sums: { reviews: string | undefined; stars: string | undefined }): RatingSummary {
  const reviewsCount = toSafeInteger(sums.reviews);
  return { rating: displayedRating(toSafeInteger(sums.stars), reviewsCount), reviewsCount };
}
