import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips, webhookEvents, type TipRow } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import type { FlutterwaveProvider } from '../../integrations/payments/flutterwave/flutterwave-provider.ts';
import type { FinalOutcome } from '../../integrations/payments/payment-provider.ts';
import { settlePayout, type PayoutUpdate } from '../payouts/payout-settlement.ts';
import { settleTip } from '../transactions/settle-tip.ts';
import { WebhookRejected } from '../payments/webhook-failures.ts';

export type FlutterwaveWebhookResult = 'processed' | 'duplicate' | 'ignored' | 'deferred';

/** Flutterwave signs nothing: each webhook carries the secret hash set on its dashboard (verif-hash). */
export function verifHashMatches(header: unknown, secretHash: string): boolean {
  if (typeof header !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header), digest(secretHash));
}

const TIP_REFERENCE = /^tip_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/** What the event asks of us, learnt from Flutterwave itself (never from the webhook's body). */
type Effect =
  { kind: 'tip'; tip: TipRow; outcome: FinalOutcome } | { kind: 'payout'; update: PayoutUpdate } | null;

/**
 * charge.completed: the tip its tx_ref names, if it is a Flutterwave tip, settled by the
 * transaction as Flutterwave verifies it (reference, amount and currency matching the tip's).
 * An event naming another provider's tip, a transaction Flutterwave does not have, or one that
 * is not for the tip's reference, amount or currency is rejected.
 */
async function tipEffectOf(
  db: Db,
  flutterwave: FlutterwaveProvider,
  id: string,
  txRef: string,
): Promise<Effect> {
  const tipId = TIP_REFERENCE.exec(txRef)?.[1];
  if (!tipId) return null;
  const [tip] = await db.select().from(tips).where(eq(tips.id, tipId));
  if (tip?.provider !== 'flutterwave')
    throw new WebhookRejected(`Flutterwave transaction ${id} names tip ${tipId}, not a Flutterwave tip`);
  const outcome = await flutterwave.findCharge({ intentId: tipId, idempotencyKey: txRef, paymentId: id });
  if (!outcome) throw new WebhookRejected(`Flutterwave has no transaction ${id} for tip ${tipId}`);
  if (outcome.status === 'failed' && outcome.code === 'amount_invalid')
    throw new WebhookRejected(
      `Flutterwave transaction ${id} does not match tip ${tipId} in reference, amount or currency`,
    );
  return outcome.status === 'requiresAction' ? null : { kind: 'tip', tip, outcome };
}

async function effectOf(
  db: Db,
  flutterwave: FlutterwaveProvider,
  event: string,
  data: Record<string, unknown>,
): Promise<Effect> {
  const id = str(data.id);
  if (!id) return null;
  if (event === 'charge.completed') return tipEffectOf(db, flutterwave, id, str(data.tx_ref) ?? '');
  if (event === 'transfer.completed') {
    const transfer = await flutterwave.findTransfer(id);
    if (!transfer || transfer.status === 'pending') return null;
    const outcome =
      transfer.status === 'paid'
        ? { status: 'paid' as const }
        : { status: 'failed' as const, reason: transfer.reason };
    return { kind: 'payout', update: { provider: 'flutterwave', providerPayoutId: transfer.id, outcome } };
  }
  return null;
}

/** Thrown inside the event's transaction to undo it and have Flutterwave deliver the event again. */
class DeferEvent extends Error {}

/** How long a payout request may take between asking Flutterwave and recording its transfer. */
const SENDING_WINDOW_MS = 10 * 60 * 1000;

/** A Flutterwave payout asked for recently whose transfer id is not recorded yet. */
async function payoutStillBeingSent(db: Db, now: Date): Promise<boolean> {
  const [sending] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.provider, 'flutterwave'),
        eq(payouts.status, 'pending'),
        isNull(payouts.providerPayoutId),
        gt(payouts.createdAt, new Date(now.getTime() - SENDING_WINDOW_MS)),
      ),
    )
    .limit(1);
  return sending !== undefined;
}

/**
 * Applies one Flutterwave webhook once. Its body is only a hint: the transaction or transfer is
 * read again from Flutterwave (verify, get transfer), so a forged, stale or out-of-order event
 * cannot make a tip paid or a payout failed. Flutterwave's v3 events carry no event id: the
 * object's id and its status name the event, recorded with its effect in one transaction.
 */
export async function handleFlutterwaveEvent(options: {
  db: Db;
  flutterwave: FlutterwaveProvider;
  body: unknown;
  now: Date;
  onPaid?: (tip: TipRow) => Promise<void>;
}): Promise<FlutterwaveWebhookResult> {
  const { db, now } = options;
  const body = (options.body ?? {}) as Record<string, unknown>;
  const event = str(body.event) ?? '';
  const data = (body.data && typeof body.data === 'object' ? body.data : {}) as Record<string, unknown>;
  // Read before the transaction opens: no database transaction waits on Flutterwave.
  const effect = await effectOf(db, options.flutterwave, event, data);
  if (!effect) return 'ignored';
  const eventId = `${event}:${str(data.id)}:${effect.kind === 'tip' ? effect.outcome.status : effect.update.outcome.status}`;
  const paid: TipRow[] = [];
  let result: FlutterwaveWebhookResult;
  try {
    result = await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(webhookEvents)
        .values({ provider: 'flutterwave', eventId, type: event, receivedAt: now })
        .onConflictDoNothing()
        .returning();
      if (!fresh) return 'duplicate';
      if (effect.kind === 'payout') {
        const settled = await settlePayout({ db: tx, now }, effect.update);
        if (settled === 'unknown') {
          // A transfer we have not recorded as sent yet: its payout request is still finishing.
          if (await payoutStillBeingSent(tx, now)) throw new DeferEvent();
          // None is: not ours, or long gone. Recorded for the console, not redelivered for days.
          throw new WebhookRejected(`Flutterwave transfer ${str(data.id)} matches no payout`);
        }
        return settled === 'settled' ? 'processed' : 'ignored';
      }
      const settlement = await settleTip(tx, {
        tip: effect.tip,
        outcome: effect.outcome,
        now,
        lateSuccess: true,
      });
      if (settlement.settledNow && settlement.tip.status === 'succeeded') paid.push(settlement.tip);
      return settlement.settledNow ? 'processed' : 'ignored';
    });
  } catch (error) {
    if (error instanceof DeferEvent) return 'deferred';
    throw error;
  }
  for (const tip of paid) await options.onPaid?.(tip);
  return result;
}
