import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businessSubscriptions } from '../../db/schema/billing.ts';
import type { BillingProvider } from '../../integrations/billing/billing-provider.ts';
import { conflict } from '../../lib/app-error.ts';
import type { BusinessRow } from '../businesses/business-access.ts';
import { statusAt, subscriptionRowOf } from './subscription-view.ts';

/**
 * POST /business/{id}/subscription/cancel (cancel = true) and /resume (false). Cancelling ends the
 * subscription at the end of the period paid for; resuming before then undoes it. Cancelling twice
 * answers the same.
 */
export async function setCancelAtPeriodEnd(options: {
  db: Db;
  billing: BillingProvider;
  business: BusinessRow;
  cancel: boolean;
  now: Date;
}): Promise<void> {
  const { db, business, cancel, now } = options;
  const row = await subscriptionRowOf(db, business.id);
  if (!row || statusAt(row, business.createdAt, now) !== 'active')
    throw conflict('subscriptionNotActive', 'SUBSCRIPTION_NOT_ACTIVE');
  if (!cancel && !row.cancelAtPeriodEnd)
    throw conflict('subscriptionNotCanceled', 'SUBSCRIPTION_NOT_CANCELED');
  if (row.cancelAtPeriodEnd === cancel) return;
  await options.billing.setCancelAtPeriodEnd(row, cancel);
  await db
    .update(businessSubscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: now })
    .where(eq(businessSubscriptions.businessId, business.id));
}
