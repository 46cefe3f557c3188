import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips, webhookEvents, type TipRow } from '../../db/schema/payments.ts';
import type { FinalOutcome } from '../../integrations/payments/payment-provider.ts';
import { paypalFailed, paypalPaid } from '../../integrations/payments/paypal/paypal-outcomes.ts';
import type {
  PaypalCapture,
  PaypalProvider,
  PaypalWebhookApi,
} from '../../integrations/payments/paypal/paypal-provider.ts';
import { WebhookRejected } from '../payments/webhook-failures.ts';
import { settlePayout } from '../payouts/payout-settlement.ts';
import { providerKeyOf } from '../transactions/create-tip.service.ts';
import { recordRefund } from '../transactions/refund-tip.service.ts';
import { settleTip } from '../transactions/settle-tip.ts';

export type WebhookResult = 'processed' | 'duplicate' | 'ignored';

/** What a PayPal webhook carries; only ids are taken from it, states are read from PayPal again. */
export interface PaypalEvent {
  id: string;
  event_type?: string;
  resource?: {
    id?: string;
    custom_id?: string;
    purchase_units?: { custom_id?: string }[];
    links?: { rel?: string; href?: string }[];
    payout_item_id?: string;
  };
}

interface Context {
  db: Db;
  paypal: PaypalProvider;
  api: PaypalWebhookApi;
  event: PaypalEvent;
  now: Date;
  onPaid?: (tip: TipRow) => Promise<void>;
}

/** Applies the event's effect inside the transaction that records the event. */
type Effect = (tx: Db, paid: TipRow[]) => Promise<WebhookResult>;

const ignored: Effect = async () => 'ignored';

/**
 * The PayPal tip an order was recorded for: by the order's id, never by the custom_id an event or
 * a capture carries. An order recorded for no tip never reached a giver (its id is stored before
 * anyone sees it), so no tip of ours was paid with it: one that names a tip is rejected.
 */
async function tipOfOrder(
  db: Db,
  orderId: string | null,
  named: string | null | undefined,
): Promise<TipRow | null> {
  const [tip] = orderId
    ? await db
        .select()
        .from(tips)
        .where(and(eq(tips.provider, 'paypal'), eq(tips.providerPaymentId, orderId)))
    : [];
  if (tip) return tip;
  if (named)
    throw new WebhookRejected(
      `PayPal order ${orderId} is not the one recorded for the tip it names (${named})`,
    );
  return null;
}

/** The capture of a tip's order is for what the tip charged, or the event is not about this tip. */
function assertCaptureOfTip(tip: TipRow, capture: PaypalCapture): void {
  if (capture.amount !== tip.totalAmount || capture.currency !== tip.currency)
    throw new WebhookRejected(
      `PayPal capture of order ${capture.orderId} is for ${capture.amount} ${capture.currency}, ` +
        `its tip ${tip.id} for ${tip.totalAmount} ${tip.currency}`,
    );
}

function settleEffect(ctx: Context, tip: TipRow, outcome: FinalOutcome): Effect {
  return async (tx, paid) => {
    // A later word that the money was captured counts even for a tip recorded as failed.
    const lateSuccess = outcome.status === 'succeeded';
    const settlement = await settleTip(tx, { tip, outcome, now: ctx.now, lateSuccess });
    if (settlement.settledNow && settlement.tip.status === 'succeeded') paid.push(settlement.tip);
    return settlement.settledNow ? 'processed' : 'ignored';
  };
}

/**
 * CHECKOUT.ORDER.APPROVED: the giver approved but may never come back to resend the tip, so the
 * order is captured here, with the tip's own capture request id (the giver's resend and this
 * capture once). A tip given up meanwhile is left alone: its order is never captured.
 */
async function onOrderApproved(ctx: Context): Promise<Effect> {
  const resource = ctx.event.resource;
  const orderId = resource?.id ?? null;
  const tip = await tipOfOrder(ctx.db, orderId, resource?.purchase_units?.[0]?.custom_id);
  if (!tip || !orderId || (tip.status !== 'pending' && tip.status !== 'requiresAction')) return ignored;
  const outcome = await ctx.paypal.findCharge({
    intentId: tip.id,
    idempotencyKey: providerKeyOf(tip),
    paymentId: orderId,
  });
  if (!outcome || outcome.status === 'requiresAction') return ignored;
  return settleEffect(ctx, tip, outcome);
}

/** PAYMENT.CAPTURE.COMPLETED / DENIED: the capture as PayPal has it now settles the tip. */
async function onCapture(ctx: Context): Promise<Effect> {
  const captureId = ctx.event.resource?.id;
  const capture = captureId ? await ctx.api.captureOf(captureId) : null;
  if (!capture?.orderId) return ignored;
  const tip = await tipOfOrder(ctx.db, capture.orderId, capture.tipId);
  if (!tip) return ignored;
  assertCaptureOfTip(tip, capture);
  if (['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(capture.status))
    return tip.status === 'succeeded' ? ignored : settleEffect(ctx, tip, paypalPaid(capture.orderId));
  if (capture.status === 'DECLINED' || capture.status === 'FAILED')
    return settleEffect(ctx, tip, paypalFailed('card_declined', capture.orderId));
  return ignored;
}

/**
 * PAYMENT.CAPTURE.REFUNDED (a refund made by us or in PayPal's dashboard): the order's refunds in
 * all, so a late or repeated event changes nothing. The resource is the refund; its "up" link
 * names the capture.
 */
async function onRefund(ctx: Context): Promise<Effect> {
  const up = ctx.event.resource?.links?.find((link) => link.rel === 'up')?.href ?? '';
  const captureId = /\/v2\/payments\/captures\/([^/?]+)/.exec(up)?.[1];
  const capture = captureId ? await ctx.api.captureOf(captureId) : null;
  if (!capture?.orderId) return ignored;
  const tip = await tipOfOrder(ctx.db, capture.orderId, capture.tipId);
  if (!tip) return ignored;
  assertCaptureOfTip(tip, capture);
  const refundedTotal = await ctx.api.refundedTotal(capture.orderId);
  if (refundedTotal === null) return ignored;
  if (refundedTotal > tip.totalAmount)
    throw new WebhookRejected(
      `PayPal reports ${refundedTotal} refunded of tip ${tip.id}, charged ${tip.totalAmount}`,
    );
  const orderId = capture.orderId;
  return async (tx) => {
    let paidTip = tip;
    // A refund reported before we recorded the capture: the capture happened, so record it first.
    if (tip.status !== 'succeeded')
      paidTip = (await settleTip(tx, { tip, outcome: paypalPaid(orderId), now: ctx.now, lateSuccess: true }))
        .tip;
    return (await recordRefund(tx, { tip: paidTip, refundedTotal, now: ctx.now })) ? 'processed' : 'ignored';
  };
}

const PAYOUT_FAILED = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED']);

/**
 * PAYMENT.PAYOUTS-ITEM.*: the item as PayPal has it now. UNCLAIMED (the email has no PayPal
 * account yet) stays pending: the person may still claim it within 30 days, after which PayPal
 * returns it (RETURNED) and only then is the money back in the balance.
 */
async function onPayoutItem(ctx: Context): Promise<Effect> {
  const itemId = ctx.event.resource?.payout_item_id ?? ctx.event.resource?.id;
  const item = itemId ? await ctx.api.payoutItem(itemId) : null;
  if (!item) return ignored;
  const outcome =
    item.status === 'SUCCESS'
      ? ({ status: 'paid' } as const)
      : PAYOUT_FAILED.has(item.status)
        ? ({ status: 'failed', reason: item.reason ?? `PayPal: ${item.status.toLowerCase()}` } as const)
        : null;
  if (!outcome) return ignored;
  return async (tx) => {
    const result = await settlePayout(
      { db: tx, now: ctx.now },
      {
        provider: 'paypal',
        ...(item.payoutId ? { payoutId: item.payoutId } : { providerPayoutId: item.batchId ?? '' }),
        outcome,
      },
    );
    return result === 'settled' ? 'processed' : 'ignored';
  };
}

async function effectOf(ctx: Context): Promise<Effect> {
  switch (ctx.event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return onOrderApproved(ctx);
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.DENIED':
      return onCapture(ctx);
    case 'PAYMENT.CAPTURE.REFUNDED':
      return onRefund(ctx);
    case 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED':
    case 'PAYMENT.PAYOUTS-ITEM.FAILED':
    case 'PAYMENT.PAYOUTS-ITEM.RETURNED':
    case 'PAYMENT.PAYOUTS-ITEM.BLOCKED':
    case 'PAYMENT.PAYOUTS-ITEM.UNCLAIMED':
      return onPayoutItem(ctx);
    default:
      return ignored;
  }
}

const alreadyHandled = async (db: Db, eventId: string) =>
  (
    await db
      .select({ id: webhookEvents.eventId })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.provider, 'paypal'), eq(webhookEvents.eventId, eventId)))
  ).length > 0;

/**
 * Applies one verified PayPal event once. PayPal is asked first, outside any database transaction
 * (its record now, never the event's snapshot, decides: events come late and out of order); then
 * the event id is recorded in the same transaction as the effect, so a redelivery changes nothing.
 */
export async function handlePaypalEvent(options: Context): Promise<WebhookResult> {
  const { db, event, now } = options;
  if (await alreadyHandled(db, event.id)) return 'duplicate';
  const effect = await effectOf(options);
  const paid: TipRow[] = [];
  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({
        provider: 'paypal',
        eventId: event.id,
        type: event.event_type ?? 'unknown',
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'duplicate';
    return effect(tx, paid);
  });
  for (const tip of paid) await options.onPaid?.(tip);
  return result;
}
