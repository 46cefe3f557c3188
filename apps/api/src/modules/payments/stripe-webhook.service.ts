import { and, eq, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, webhookEvents, type TipRow } from '../../db/schema/payments.ts';
import { notify } from '../notifications/notify.ts';
import { payoutLinked } from '../notifications/notification-events.ts';
import { handleBillingEvent, type BillingMail } from '../billing/stripe-billing-events.ts';
import { onPayoutFailed, onPayoutPaid } from './stripe-webhook-payouts.ts';
import { DeferEvent, onChargeRefunded, onPaymentIntent } from './stripe-webhook-tips.ts';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored' | 'deferred';

async function onAccountUpdated(
  db: Db,
  { object: account, previous_attributes: previous }: Stripe.AccountUpdatedEvent.Data,
  at: Date,
  now: Date,
): Promise<WebhookResult> {
  // An older event than what we already know (from a later event or our own read) changes nothing.
  const updated = await db
    .update(paymentAccounts)
    .set({
      chargesEnabled: account.charges_enabled ?? false,
      detailsSubmitted: account.details_submitted ?? false,
      updatedAt: at,
    })
    .where(
      and(
        eq(paymentAccounts.provider, 'stripe'),
        eq(paymentAccounts.accountId, account.id),
        lte(paymentAccounts.updatedAt, at),
      ),
    )
    .returning();
  const [known] = updated;
  if (!known) return 'ignored';
  // previous_attributes lists what this update changed: payouts turned on now, not before.
  if (account.payouts_enabled === true && previous?.payouts_enabled === false)
    await notify(db, payoutLinked(known.userId, 'stripe', now));
  return 'processed';
}

/**
 * Applies one verified Stripe event exactly once: the event id is recorded in the same
 * transaction as its effect, so a redelivery is a no-op and a failure leaves nothing half done.
 */
export async function handleStripeEvent(options: {
  db: Db;
  event: Stripe.Event;
  now: Date;
  /** Told, once the event is committed, of a tip it made paid (to mail the giver's receipt). */
  onPaid?: (tip: TipRow) => Promise<void>;
  /** Told, once the event is committed, of a mail it asks for about a business's subscription. */
  onBillingMail?: (mail: BillingMail) => Promise<void>;
}): Promise<WebhookResult> {
  const { db, event, now } = options;
  const paid: TipRow[] = [];
  const billingMails: BillingMail[] = [];
  let result: WebhookResult;
  try {
    result = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ provider: 'stripe', eventId: event.id, type: event.type, receivedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return 'duplicate';
      switch (event.type) {
        case 'payment_intent.succeeded':
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
          return onPaymentIntent(tx, event.data.object, now, paid);
        case 'charge.refunded':
          return onChargeRefunded(tx, event.data.object, now);
        case 'account.updated':
          return onAccountUpdated(tx, event.data, new Date(event.created * 1000), now);
        case 'payout.failed':
          return onPayoutFailed(tx, event.account, event.data.object, now);
        case 'payout.paid':
          return onPayoutPaid(tx, event.account, event.data.object, now);
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
        case 'invoice.paid':
        case 'invoice.payment_failed':
          return handleBillingEvent(tx, event, billingMails);
        default:
          return 'ignored';
      }
    });
  } catch (error) {
    if (error instanceof DeferEvent) return 'deferred';
    throw error;
  }
  for (const tip of paid) await options.onPaid?.(tip);
  for (const mail of billingMails) await options.onBillingMail?.(mail);
  return result;
}
