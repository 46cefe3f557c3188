import { and, eq, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, tips, webhookEvents, type TipRow } from '../../db/schema/payments.ts';
import { outcomeOfIntent } from '../../integrations/payments/stripe/stripe-provider.ts';
import { fromStripeAmount } from '@opentip/shared/stripe-amounts';
import { recordRefund } from '../transactions/refund-tip.service.ts';
import { settleTip } from '../transactions/settle-tip.ts';
import { notify } from '../notifications/notify.ts';
import { payoutFailed, payoutLinked } from '../notifications/notification-events.ts';
import { handleBillingEvent, type BillingMail } from '../billing/stripe-billing-events.ts';
import { settlePayout } from '../payouts/payout-settlement.ts';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored' | 'deferred';

/** Thrown inside the event's transaction to undo it and have Stripe deliver the event again later. */
class DeferEvent extends Error {}

const tipById = async (db: Db, id: string | undefined) =>
  id ? ((await db.select().from(tips).where(eq(tips.id, id)))[0] ?? null) : null;

async function onPaymentIntent(
  db: Db,
  intent: Stripe.PaymentIntent,
  now: Date,
  paid: TipRow[],
): Promise<WebhookResult> {
  const tip = await tipById(db, intent.metadata?.intentId);
  if (!tip) return 'ignored';
  if (intent.status === 'succeeded' && tip.status !== 'succeeded') {
    const outcome = { status: 'succeeded' as const, paymentId: intent.id, card: null };
    const settlement = await settleTip(db, { tip, outcome, now, lateSuccess: true });
    if (settlement.settledNow) paid.push(settlement.tip);
    return 'processed';
  }
  // A tip waiting for 3-D Secure is settled here too when the giver does not come back to us.
  const undecided = tip.status === 'pending' || tip.status === 'requiresAction';
  if (intent.status === 'succeeded' || intent.status === 'processing' || !undecided) return 'ignored';
  const outcome = outcomeOfIntent(intent);
  if (outcome.status === 'requiresAction') return 'ignored';
  await settleTip(db, { tip, outcome, now });
  return 'processed';
}

async function onChargeRefunded(db: Db, charge: Stripe.Charge, now: Date): Promise<WebhookResult> {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return 'ignored';
  let [tip]: (TipRow | undefined)[] = await db
    .select()
    .from(tips)
    .where(and(eq(tips.provider, 'stripe'), eq(tips.providerPaymentId, intentId)));
  // A refund reported before we recorded the charge: settle it first if we can tell which tip it is.
  if (!tip) {
    const pending = await tipById(db, charge.metadata?.intentId);
    if (!pending) throw new DeferEvent('refund of a charge not recorded yet');
    const outcome = { status: 'succeeded' as const, paymentId: intentId, card: null };
    tip = (await settleTip(db, { tip: pending, outcome, now, lateSuccess: true })).tip;
  }
  const refundedTotal = fromStripeAmount(charge.amount_refunded, charge.currency.toUpperCase());
  return (await recordRefund(db, { tip, refundedTotal, now })) ? 'processed' : 'ignored';
}

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

/** A withdrawal we asked for (metadata.payoutId) ended: settled once, its money back if it failed. */
async function onOurPayout(db: Db, payout: Stripe.Payout, now: Date): Promise<WebhookResult> {
  const outcome =
    payout.status === 'paid'
      ? { status: 'paid' as const }
      : { status: 'failed' as const, reason: payout.failure_message ?? payout.failure_code ?? null };
  const update = {
    provider: 'stripe' as const,
    payoutId: payout.metadata?.payoutId,
    providerPayoutId: payout.id,
    outcome,
  };
  return (await settlePayout({ db, now }, update)) === 'settled' ? 'processed' : 'ignored';
}

/** A payout of a connected account's balance to its bank failed: its receiver is told why. */
async function onPayoutFailed(
  db: Db,
  accountId: string | undefined,
  payout: Stripe.Payout,
  now: Date,
): Promise<WebhookResult> {
  if (payout.metadata?.payoutId) return onOurPayout(db, payout, now);
  if (!accountId) return 'ignored';
  const [account] = await db
    .select({ userId: paymentAccounts.userId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.provider, 'stripe'), eq(paymentAccounts.accountId, accountId)));
  if (!account) return 'ignored';
  const reason = payout.failure_message ?? payout.failure_code ?? null;
  await notify(db, payoutFailed(account.userId, 'stripe', reason, now));
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
          return event.data.object.metadata?.payoutId ? onOurPayout(tx, event.data.object, now) : 'ignored';
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
