import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { findCurrency } from '@opentip/shared/currencies';
import { GRACE_DAYS } from '@opentip/shared/schemas/billing.schema';
import type { Db } from '../../db/client.ts';
import {
  billingInvoices,
  billingRequests,
  businessSubscriptions,
  type BusinessSubscriptionRow,
} from '../../db/schema/billing.ts';
import type { BillingMailKind } from '../../integrations/mail/billing-mails.ts';
import {
  invoiceRecordOf,
  periodOf,
  subscriptionIdOfInvoice,
} from '../../integrations/billing/stripe-billing.ts';
import { DeferEvent } from '../payments/stripe-webhook-tips.ts';
import { WebhookRejected } from '../payments/webhook-failures.ts';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stripe's news of a subscription that ended or never started: nothing of ours to change. */
const ENDED = new Set<string>(['canceled', 'incomplete', 'incomplete_expired']);

/**
 * An event about a subscription we hold no Stripe row for. Its end, or a payment that failed (a
 * declined first payment, a subscription replaced by a new one), changes nothing and is ignored.
 * While the business its metadata names is still subscribing, our row is about to be written: the
 * event waits (non-2xx, delivered again). Anything else (money or a live state for a subscription
 * that is not ours) is rejected: recorded for the console, answered 2xx.
 */
async function unknownSubscription(
  tx: Db,
  what: { type: string; subscriptionId: string | null; status: string | null; businessId: unknown },
): Promise<BillingEventResult> {
  if (what.type === 'invoice.payment_failed' || (what.status !== null && ENDED.has(what.status)))
    return 'ignored';
  const named = typeof what.businessId === 'string' && UUID.test(what.businessId) ? what.businessId : null;
  if (named && what.subscriptionId) {
    const [subscribing] = await tx
      .select({ id: billingRequests.id })
      .from(billingRequests)
      .where(and(eq(billingRequests.businessId, named), isNull(billingRequests.response)))
      .limit(1);
    if (subscribing) throw new DeferEvent('subscription not recorded yet');
  }
  throw new WebhookRejected(
    `${what.type}: subscription ${what.subscriptionId ?? '(none)'} is not a Stripe subscription of ours`,
  );
}

/** Stripe's currency code (lowercase) as ours, when it is one we know. */
const currencyOf = (code: unknown) => {
  const currency = String(code ?? '').toUpperCase();
  return findCurrency(currency) ? currency : null;
};

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
  type: string,
  subscription: Stripe.Subscription,
  at: Date,
  mails: BillingMail[],
): Promise<BillingEventResult> {
  const row = await rowOf(tx, subscription.id);
  if (!row)
    return unknownSubscription(tx, {
      type,
      subscriptionId: subscription.id,
      status: subscription.status,
      businessId: subscription.metadata?.businessId,
    });
  if (currencyOf(subscription.currency) !== row.currency)
    throw new WebhookRejected(
      `subscription ${subscription.id} is in ${String(subscription.currency)}, ours in ${row.currency}`,
    );
  if (isStale(row, at)) return 'ignored';
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
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  const row = await rowOf(tx, subscriptionId);
  if (!row)
    return unknownSubscription(tx, {
      type: paid ? 'invoice.paid' : 'invoice.payment_failed',
      subscriptionId,
      status: null,
      businessId: invoice.parent?.subscription_details?.metadata?.businessId,
    });
  if (!invoice.id) throw new WebhookRejected(`invoice of subscription ${subscriptionId} has no id`);
  const currency = currencyOf(invoice.currency);
  const stripeAmount = paid ? invoice.amount_paid : invoice.amount_due;
  // Never more than the plan's price (a discount or free months make it less), in its currency.
  const record =
    currency === row.currency && Number.isSafeInteger(stripeAmount)
      ? invoiceRecordOf(invoice, paid ? 'paid' : 'failed')
      : null;
  if (!record || record.amount < 0 || record.amount > row.amount)
    throw new WebhookRejected(
      `invoice ${invoice.id} is for ${String(stripeAmount)} ${String(invoice.currency)} (Stripe units), ` +
        `its subscription ${subscriptionId} for ${row.amount} ${row.currency}`,
    );
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
 * `created` time: one older than the last applied leaves the row as it is. An event acts only on
 * the Stripe row it names by Stripe's subscription id, in that row's currency, and an invoice only
 * for at most the plan's price: anything else is rejected (kept for the console, answered 2xx).
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
      return onSubscription(tx, event.type, event.data.object, at, mails);
    case 'invoice.paid':
      return onInvoice(tx, event.data.object, true, at, mails);
    case 'invoice.payment_failed':
      return onInvoice(tx, event.data.object, false, at, mails);
    default:
      return Promise.resolve('ignored');
  }
}
