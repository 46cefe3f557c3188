import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '@opentip/shared/schemas/billing.schema';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { isEntitled, statusAt, subscriptionRowOf } from './subscription-view.ts';

/**
 * Whether the business owned by this user has the plan's features (BUSINESS_PLAN_FEATURES) now:
 * in its trial, paid, or in the grace after a failed renewal. Someone who owns no business is not
 * entitled (status "none"). Features only: tipping never depends on it.
 */
export async function businessEntitlement(
  db: Db,
  businessOwnerUserId: string,
  now: Date,
): Promise<{ entitled: boolean; status: SubscriptionStatus }> {
  const [business] = await db
    .select({ id: businesses.id, createdAt: businesses.createdAt })
    .from(businesses)
    .where(eq(businesses.ownerId, businessOwnerUserId));
  if (!business) return { entitled: false, status: 'none' };
  const status = statusAt(await subscriptionRowOf(db, business.id), business.createdAt, now);
  return { entitled: isEntitled(status), status };
}
