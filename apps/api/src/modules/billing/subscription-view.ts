import { desc, eq } from 'drizzle-orm';
import type { Subscription, SubscriptionStatus } from '@opentip/shared/schemas/billing.schema';
import type { Db } from '../../db/client.ts';
import {
  billingInvoices,
  businessSubscriptions,
  promoCodes,
  type BillingInvoiceRow,
  type BusinessSubscriptionRow,
} from '../../db/schema/billing.ts';
import { promoSummaryOf } from './promo-codes.service.ts';
import { trialEndOf } from './plans.ts';

const ENTITLED: ReadonlySet<SubscriptionStatus> = new Set(['trialing', 'active', 'pastDue']);

/**
 * What a business's subscription is at `now`. Without a paid subscription (none yet, or a first
 * payment still waiting for 3-D Secure) the business is in its trial until TRIAL_DAYS after it was
 * created. A renewal left unpaid past its grace counts as lapsed even before the job records it.
 */
export function statusAt(
  row: BusinessSubscriptionRow | null,
  businessCreatedAt: Date,
  now: Date,
): SubscriptionStatus {
  if (!row || row.status === 'pending') return now < trialEndOf(businessCreatedAt) ? 'trialing' : 'none';
  if (row.status === 'pastDue' && row.graceEndsAt && row.graceEndsAt <= now) return 'lapsed';
  return row.status;
}

export const isEntitled = (status: SubscriptionStatus) => ENTITLED.has(status);

export async function subscriptionRowOf(db: Db, businessId: string) {
  const [row] = await db
    .select()
    .from(businessSubscriptions)
    .where(eq(businessSubscriptions.businessId, businessId));
  return row ?? null;
}

export async function presentSubscription(
  db: Db,
  business: { id: string; createdAt: Date },
  now: Date,
): Promise<Subscription> {
  const row = await subscriptionRowOf(db, business.id);
  const status = statusAt(row, business.createdAt, now);
  const paid = row && row.status !== 'pending' ? row : null;
  const [promo] = paid?.promoCodeId
    ? await db.select().from(promoCodes).where(eq(promoCodes.id, paid.promoCodeId))
    : [];
  return {
    status,
    planId: paid?.planId ?? null,
    amount: paid?.amount ?? null,
    currency: paid?.currency ?? null,
    trialEndsAt: trialEndOf(business.createdAt).toISOString(),
    currentPeriodEnd: paid?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: paid?.cancelAtPeriodEnd ?? false,
    graceEndsAt: status === 'pastDue' ? (paid?.graceEndsAt?.toISOString() ?? null) : null,
    promo: promo ? promoSummaryOf(promo) : null,
    card: paid?.cardBrand && paid.cardLast4 ? { brand: paid.cardBrand, last4: paid.cardLast4 } : null,
    entitled: isEntitled(status),
  };
}

const presentInvoice = (row: BillingInvoiceRow) => ({
  id: row.id,
  number: row.number,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export async function listInvoices(db: Db, businessId: string) {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.businessId, businessId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.number))
    .limit(100);
  return rows.map(presentInvoice);
}

export async function subscriptionData(db: Db, business: { id: string; createdAt: Date }, now: Date) {
  return {
    subscription: await presentSubscription(db, business, now),
    invoices: await listInvoices(db, business.id),
  };
}
