import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import { tipRefunds, type TipRefundRow } from '../../db/schema/refunds.ts';
import { ProviderUnavailableError } from '../../integrations/payments/payment-provider.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { refundLines } from '../ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../ledger/ledger.service.ts';
import { tipRefunded } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';
import { tipAmountsOf } from './settle-tip.ts';
import type { TipProviders } from './tip-providers.ts';

/** How long the request that reserved a refund owns it; past that another request finishes it. */
export const REFUND_LEASE_MS = 60_000;
/** How long a refund waits for another refund of the same tip before answering "in progress". */
const WAIT_MS = 30_000;

/**
 * Brings a tip's refunds up to `refundedTotal` (what the provider says has been refunded in all),
 * reversing that share of its ledger entries. A stale or repeated report changes nothing.
 */
export async function recordRefund(
  db: Db,
  options: { tip: TipRow; refundedTotal: number; now: Date },
): Promise<boolean> {
  const { tip, refundedTotal, now } = options;
  if (tip.status !== 'succeeded' || refundedTotal <= tip.refundedAmount) return false;
  if (refundedTotal > tip.totalAmount) throw new Error(`refund of tip ${tip.id} exceeds its charge`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tips)
      .set({ refundedAmount: refundedTotal })
      .where(
        and(eq(tips.id, tip.id), eq(tips.status, 'succeeded'), eq(tips.refundedAmount, tip.refundedAmount)),
      )
      .returning();
    if (!row) return false;
    await postLedgerTransaction(tx, {
      kind: 'refund',
      reference: `refund:${tip.id}:${refundedTotal}`,
      tipId: tip.id,
      lines: refundLines(tipAmountsOf(tip), {
        amount: refundedTotal - tip.refundedAmount,
        refundedBefore: tip.refundedAmount,
      }),
      at: now,
    });
    await notify(tx, tipRefunded(tip, refundedTotal, now));
    return true;
  });
}

export interface RefundTipOptions {
  db: Db;
  /** The refund goes through the provider the tip was paid at, wherever the receiver is paid now. */
  providers: TipProviders;
  tipId: string;
  /** Minor units; all that is left of the tip when absent. */
  amount?: number;
  requestedBy?: string | null;
  now: Date;
  log?: { error(obj: object, msg: string): void };
  /** Runs in the transaction recording this request's own refund (an administrator's audit entry). */
  onRecorded?: (tx: Db, refund: TipRefundRow, tip: TipRow) => Promise<void>;
}

type Reservation =
  { kind: 'reserved'; refund: TipRefundRow } | { kind: 'abandoned'; refund: TipRefundRow } | { kind: 'busy' };

const inOneLease = (now: Date) => new Date(now.getTime() + REFUND_LEASE_MS);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes the refund down before the provider hears of it. Only one refund of a tip is pending at a
 * time (unique partial index), and the amount is checked against the tip as it stands after the
 * previous one was recorded, so the provider is never asked for more than the tip's total.
 */
async function reserve(options: RefundTipOptions): Promise<Reservation> {
  const { tipId, now } = options;
  return options.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(tipRefunds)
      .where(and(eq(tipRefunds.tipId, tipId), eq(tipRefunds.status, 'pending')));
    if (pending) {
      if (pending.leaseExpiresAt >= now) return { kind: 'busy' };
      const [claimed] = await tx
        .update(tipRefunds)
        .set({ leaseExpiresAt: inOneLease(now) })
        .where(
          and(
            eq(tipRefunds.id, pending.id),
            eq(tipRefunds.status, 'pending'),
            lt(tipRefunds.leaseExpiresAt, now),
          ),
        )
        .returning();
      return claimed ? { kind: 'abandoned', refund: claimed } : { kind: 'busy' };
    }
    const [tip] = await tx.select().from(tips).where(eq(tips.id, tipId));
    if (!tip || tip.status !== 'succeeded' || !tip.providerPaymentId)
      throw conflict('tipNotRefundable', 'TIP_NOT_REFUNDABLE');
    const left = tip.totalAmount - tip.refundedAmount;
    const amount = options.amount ?? left;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
      throw badRequest('refundAmountInvalid', 'REFUND_AMOUNT_INVALID');
    const [refund] = await tx
      .insert(tipRefunds)
      .values({
        tipId,
        requestedBy: options.requestedBy ?? null,
        amount,
        refundedTotal: tip.refundedAmount + amount,
        leaseExpiresAt: inOneLease(now),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return refund ? { kind: 'reserved', refund } : { kind: 'busy' };
  });
}

/**
 * Asks the provider for a reserved refund (no database transaction open meanwhile), then records
 * it: the reservation and the ledger in one transaction. The provider's idempotency key is the
 * reservation's, so finishing an abandoned reservation never refunds twice.
 */
async function carryOut(
  options: RefundTipOptions,
  refund: TipRefundRow,
  onRecorded?: RefundTipOptions['onRecorded'],
): Promise<void> {
  const { db, now } = options;
  const [tip] = await db.select().from(tips).where(eq(tips.id, refund.tipId));
  if (!tip?.providerPaymentId) throw new Error(`refund ${refund.id} of a tip without a payment`);
  let providerRefundId: string;
  try {
    const done = await options.providers.named(tip.provider).refund({
      paymentId: tip.providerPaymentId,
      amount: refund.amount,
      idempotencyKey: `refund_${refund.id}`,
      pooled: tip.creditTo === 'teamPool',
    });
    providerRefundId = done.refundId;
  } catch (error) {
    const mine = and(eq(tipRefunds.id, refund.id), eq(tipRefunds.status, 'pending'));
    if (error instanceof ProviderUnavailableError) {
      // Outcome unknown: the next refund of this tip repeats the same call before its own.
      await db
        .update(tipRefunds)
        .set({ leaseExpiresAt: new Date(now.getTime() - 1) })
        .where(mine);
      throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'paymentProviderUnavailable', error);
    }
    options.log?.error({ err: error, tipId: tip.id, refundId: refund.id }, 'refund refused by the provider');
    await db.update(tipRefunds).set({ status: 'failed', completedAt: now }).where(mine);
    throw new AppError(409, 'REFUND_REFUSED', 'refundRefused', error);
  }
  await db.transaction(async (tx) => {
    const [settled] = await tx
      .update(tipRefunds)
      .set({ status: 'succeeded', providerRefundId, completedAt: now })
      .where(and(eq(tipRefunds.id, refund.id), eq(tipRefunds.status, 'pending')))
      .returning({ id: tipRefunds.id });
    if (!settled) return;
    // Locked so a webhook reporting the same refund cannot slip between the read and the write.
    const [current] = await tx.select().from(tips).where(eq(tips.id, tip.id)).for('update');
    if (current) await recordRefund(tx, { tip: current, refundedTotal: refund.refundedTotal, now });
    if (current && onRecorded) await onRecorded(tx, refund, current);
  });
}

/**
 * POST /transactions/{id}/refund (after access is checked): refunds (part of) a paid tip at the
 * provider, then in the ledger. Refunds of one tip run one after another.
 */
export async function refundTip(options: RefundTipOptions): Promise<TipRow> {
  const deadline = Date.now() + WAIT_MS;
  let pause = 10;
  for (;;) {
    const step = await reserve(options);
    if (step.kind === 'reserved') {
      await carryOut(options, step.refund, options.onRecorded);
      break;
    }
    if (step.kind === 'abandoned') {
      // Someone else's refund, left unfinished: a refusal of it is not this request's answer.
      await carryOut(options, step.refund).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'REFUND_REFUSED')) throw error;
      });
      continue;
    }
    if (Date.now() > deadline) throw conflict('paymentInProgress', 'REFUND_IN_PROGRESS');
    await sleep(pause);
    pause = Math.min(pause * 2, 200);
  }
  const [after] = await options.db.select().from(tips).where(eq(tips.id, options.tipId));
  if (!after) throw new Error('tip vanished');
  return after;
}
