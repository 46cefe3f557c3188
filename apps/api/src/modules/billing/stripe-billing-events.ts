import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { GRACE_DAYS } from '@opentip/shared/schemas/billing.schema';
import type { Db } from '../../db/client.ts';
import {
  billingInvoices,
  businessSubscriptions,
  type BusinessSubscriptionRow,
} from '../../db/schema/billing.ts';
import type { BillingMailKind } from '../../integrations/mail/billing-mails.ts';
import {
  invoiceRecordOf,
  periodOf,
  subscriptionIdOfInvoice,
} from '../../integrations/billing/stripe-billing.ts';
import { addDays } from './plans.ts';
import { releasePromoUse } from './promo-claims.service.ts';
import { recordInvoice } from './subscribe.service.ts';

export type BillingEventResult = 'processed' | 'ignored';

/** A mail to send once the event's transaction has committed. */
export interface BillingMail {
  row: BusinessSubscriptionRow;
  kind: BillingMailKind;
  amount: number;
  until: Date | null;
}

async function rowOf(tx: Db, subscriptionId: string | null) {
  if (!subscriptionId) return null;
  const [row] = await tx
    .select()
    .from(businessSubscriptions)
    .where(
      and(
        eq(businessSubscriptions.provider, 'stripe'),
        eq(businessSubscriptions.providerSubscriptionId, subscriptionId),
      ),
    );
  return row ?? null;
}

/** An event older than the last one applied to the row says nothing new about its state. */
const isStale = (row: BusinessSubscriptionRow, at: Date) =>
  row.providerStateAt !== null && at < row.providerStateAt;

function statusOf(
  subscription: Stripe.Subscription,
  row: BusinessSubscriptionRow,
): BusinessSubscriptionRow['status'] {
  switch (subscription.status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'pastDue';
    case 'unpaid':
    case 'paused':
      return 'lapsed';
    case 'canceled':
      // Ended as the owner asked, or by Stripe after the retries failed (a lapse).
      return row.cancelAtPeriodEnd || subscription.cancel_at_period_end ? 'canceled' : 'lapsed';
    default:
      return row.status;
  }
}

async function onSubscription(
  tx: Db,
  subscription: Stripe.Subscription,
  at: Date,
  mails: BillingMail[],
): Promise<BillingEventResult> {
  const row = await rowOf(tx, subscription.id);
  if (!row || isStale(row, at)) return 'ignored';
  // A first payment left waiting for 3-D Secure that Stripe gave up on: its promo code use is free again.
  if (subscription.status === 'incomplete_expired' && row.status === 'pending' && row.promoCodeId) {
    await releasePromoUse(tx, row.promoCodeId, row.businessId);
    await tx
      .update(businessSubscriptions)
      .set({ promoCodeId: null })
      .where(eq(businessSubscriptions.businessId, row.businessId));
  }
  const status = statusOf(subscription, row);
  const period = periodOf(subscription);
  const [updated] = await tx
    .update(businessSubscriptions)
    .set({
      status,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      ...(period ? { currentPeriodStart: period.start, currentPeriodEnd: period.end } : {}),
      graceEndsAt: status === 'pastDue' ? (row.graceEndsAt ?? addDays(at, GRACE_DAYS)) : null,
      providerStateAt: at,
      updatedAt: at,
    })
    .where(eq(businessSubscriptions.businessId, row.businessId))
    .returning();
  if (updated && status !== row.status && (status === 'canceled' || status === 'lapsed'))
    mails.push({ row: updated, kind: status, amount: row.amount, until: row.currentPeriodEnd });
  return 'processed';
}

async function onInvoice(
  tx: Db,
  invoice: Stripe.Invoice,
  paid: boolean,
  at: Date,
  mails: BillingMail[],
): Promise<BillingEventResult> {
  const row = await rowOf(tx, subscriptionIdOfInvoice(invoice));
  if (!row || !invoice.id) return 'ignored';
  const record = invoiceRecordOf(invoice, paid ? 'paid' : 'failed');
  const fresh = await recordInvoice(tx, row.businessId, row.currency, record, at);
  // A payment reported after its failure: the invoice was paid after all (never the other way round).
  if (!fresh && paid)
    await tx
      .update(billingInvoices)
      .set({ status: 'paid' })
      .where(eq(billingInvoices.providerRef, record.ref));
  if (isStale(row, at)) return 'processed';
  if (paid) {
    const [updated] = await tx
      .update(businessSubscriptions)
      .set({
        status: 'active',
        currentPeriodStart: record.periodStart,
        currentPeriodEnd: record.periodEnd,
        graceEndsAt: null,
        providerStateAt: at,
        updatedAt: at,
      })
      .where(eq(businessSubscriptions.businessId, row.businessId))
      .returning();
    if (updated && fresh)
      mails.push({ row: updated, kind: 'receipt', amount: record.amount, until: record.periodEnd });
    return 'processed';
  }
  // A first payment declined is answered to the owner at once; only a renewal goes past due.
  if (row.status !== 'active') return 'processed';
  const graceEndsAt = addDays(at, GRACE_DAYS);
  const [updated] = await tx
    .update(businessSubscriptions)
    .set({ status: 'pastDue', graceEndsAt, providerStateAt: at, updatedAt: at })
    .where(eq(businessSubscriptions.businessId, row.businessId))
    .returning();
  if (updated) mails.push({ row: updated, kind: 'renewalFailed', amount: record.amount, until: graceEndsAt });
  return 'processed';
}

/**
 * Stripe Billing's events applied to our subscription row, inside the webhook's transaction (which
 * also records the event id, so a redelivery changes nothing). Events are ordered by their
 * `created` time: one older than the last applied leaves the row as it is.
 */
export function handleBillingEvent(
  tx: Db,
  event: Stripe.Event,
  mails: BillingMail[],
): Promise<BillingEventResult> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return onSubscription(tx, event.data.object, at, mails);
    case 'invoice.paid':
      return onInvoice(tx, event.data.object, true, at, mails);
    case 'invoice.payment_failed':
      return onInvoice(tx, event.data.object, false, at, mails);
    default:
      return Promise.resolve('ignored');
  }
}
