import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { findCurrency } from '@opentip/shared/currencies';
import { fromStripeAmount } from '@opentip/shared/stripe-amounts';
import type { Db } from '../../db/client.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import { outcomeOfIntent } from '../../integrations/payments/stripe/stripe-provider.ts';
import { recordRefund } from '../transactions/refund-tip.service.ts';
import { settleTip } from '../transactions/settle-tip.ts';
import { WebhookRejected } from './webhook-failures.ts';

/** Thrown inside the event's transaction to undo it and have Stripe deliver the event again later. */
export class DeferEvent extends Error {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a PaymentIntent or a Charge is for, in our minor units (null: not an amount we know). */
interface Charged {
  intentId: string;
  amount: number | null;
  currency: string;
}

function chargedOf(intentId: string, object: { amount?: number; currency?: string }): Charged {
  const currency = String(object.currency ?? '').toUpperCase();
  const known = findCurrency(currency) !== undefined && Number.isSafeInteger(object.amount);
  return { intentId, amount: known ? fromStripeAmount(Number(object.amount), currency) : null, currency };
}

const sameCharge = (tip: TipRow, charged: Charged) =>
  tip.totalAmount === charged.amount && tip.currency === charged.currency;

function assertSameCharge(tip: TipRow, charged: Charged): void {
  if (!sameCharge(tip, charged))
    throw new WebhookRejected(
      `PaymentIntent ${charged.intentId} is for ${charged.amount} ${charged.currency}, ` +
        `its tip ${tip.id} for ${tip.totalAmount} ${tip.currency}`,
    );
}

/** The Stripe tip a PaymentIntent was recorded for: by its id, never by what its metadata says. */
async function tipOfIntent(db: Db, intentId: string): Promise<TipRow | null> {
  const [tip] = await db
    .select()
    .from(tips)
    .where(and(eq(tips.provider, 'stripe'), eq(tips.providerPaymentId, intentId)));
  return tip ?? null;
}

/** Stripe charged, but our record of it (the PaymentIntent's id) is still to be written. */
const awaitingRecord = (tip: TipRow, charged: Charged) =>
  tip.provider === 'stripe' && tip.status === 'pending' && !tip.providerPaymentId && sameCharge(tip, charged);

/**
 * A PaymentIntent recorded for no tip, whose metadata names `named`. The one such case that is
 * ours is a charge whose answer we lost (the request or the process stopped): a pending Stripe tip
 * without a PaymentIntent, for the same amount. Its event waits (non-2xx, delivered again) until
 * the giver's retry or reconciliation records the PaymentIntent from Stripe. Any other tip it
 * names is not its own: rejected.
 */
async function unrecordedIntent(db: Db, charged: Charged, named: string): Promise<never> {
  const [tip] = UUID.test(named) ? await db.select().from(tips).where(eq(tips.id, named)) : [];
  if (tip && awaitingRecord(tip, charged)) throw new DeferEvent('payment not recorded yet');
  throw new WebhookRejected(
    `PaymentIntent ${charged.intentId} is not the one recorded for the tip its metadata names (${named})`,
  );
}

/** payment_intent.succeeded / payment_failed / canceled: settles the tip recorded for the intent. */
export async function onPaymentIntent(
  db: Db,
  intent: Stripe.PaymentIntent,
  now: Date,
  paid: TipRow[],
): Promise<'processed' | 'ignored'> {
  const charged = chargedOf(intent.id, intent);
  const tip = await tipOfIntent(db, intent.id);
  if (!tip) {
    const named = intent.metadata?.intentId;
    return named ? unrecordedIntent(db, charged, named) : 'ignored';
  }
  assertSameCharge(tip, charged);
  if (intent.status === 'succeeded') {
    if (tip.status === 'succeeded') return 'ignored';
    // A success reported for a tip recorded as failed still counts: the giver paid.
    const outcome = { status: 'succeeded' as const, paymentId: intent.id, card: null };
    const settlement = await settleTip(db, { tip, outcome, now, lateSuccess: true });
    if (settlement.settledNow) paid.push(settlement.tip);
    return settlement.settledNow ? 'processed' : 'ignored';
  }
  // A tip waiting for 3-D Secure is settled here too when the giver does not come back to us.
  const undecided = tip.status === 'pending' || tip.status === 'requiresAction';
  if (intent.status === 'processing' || !undecided) return 'ignored';
  const outcome = outcomeOfIntent(intent);
  if (outcome.status === 'requiresAction') return 'ignored';
  return (await settleTip(db, { tip, outcome, now })).settledNow ? 'processed' : 'ignored';
}

/**
 * A refund of a charge recorded for no tip. Named by metadata: as for a PaymentIntent. Unnamed (a
 * charge need not carry its intent's metadata): it waits while a pending Stripe tip of that amount
 * has no PaymentIntent recorded yet, and is not ours otherwise (a subscription's invoice, say).
 */
async function unrecordedRefund(db: Db, charge: Stripe.Charge, charged: Charged): Promise<'ignored'> {
  const named = charge.metadata?.intentId;
  if (named) return unrecordedIntent(db, charged, named);
  if (charged.amount === null) return 'ignored';
  const [waiting] = await db
    .select({ id: tips.id })
    .from(tips)
    .where(
      and(
        eq(tips.provider, 'stripe'),
        eq(tips.status, 'pending'),
        isNull(tips.providerPaymentId),
        eq(tips.totalAmount, charged.amount),
        eq(tips.currency, charged.currency),
      ),
    )
    .limit(1);
  if (waiting) throw new DeferEvent('refund of a charge not recorded yet');
  return 'ignored';
}

/** charge.refunded: brings the refunds of the tip recorded for the charge's intent up to its total. */
export async function onChargeRefunded(
  db: Db,
  charge: Stripe.Charge,
  now: Date,
): Promise<'processed' | 'ignored'> {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intentId) return 'ignored';
  const charged = chargedOf(intentId, charge);
  const tip = await tipOfIntent(db, intentId);
  if (!tip) return unrecordedRefund(db, charge, charged);
  assertSameCharge(tip, charged);
  const refundedTotal = Number.isSafeInteger(charge.amount_refunded)
    ? fromStripeAmount(charge.amount_refunded, charged.currency)
    : Number.NaN;
  if (!(refundedTotal <= tip.totalAmount))
    throw new WebhookRejected(
      `charge ${charge.id} reports ${refundedTotal} ${charged.currency} refunded of tip ${tip.id}, ` +
        `charged ${tip.totalAmount}`,
    );
  let refunded = tip;
  // A refund reported before the payment's own event: the charge was paid, so that is recorded first.
  if (tip.status !== 'succeeded') {
    const outcome = { status: 'succeeded' as const, paymentId: intentId, card: null };
    refunded = (await settleTip(db, { tip, outcome, now, lateSuccess: true })).tip;
  }
  return (await recordRefund(db, { tip: refunded, refundedTotal, now })) ? 'processed' : 'ignored';
}
