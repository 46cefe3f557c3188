import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { refundLines } from '../ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../ledger/ledger.service.ts';
import { tipAmountsOf } from './settle-tip.ts';

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
    return true;
  });
}

/** Refunds (part of) a paid tip at the provider, then in the ledger. For support and admin tools. */
export async function refundTip(options: {
  db: Db;
  payments: PaymentProvider;
  tipId: string;
  amount?: number;
  now: Date;
}): Promise<TipRow> {
  const { db, payments, now } = options;
  const [tip] = await db.select().from(tips).where(eq(tips.id, options.tipId));
  if (!tip || tip.status !== 'succeeded' || !tip.providerPaymentId)
    throw new Error('only a paid tip can be refunded');
  const amount = options.amount ?? tip.totalAmount - tip.refundedAmount;
  const refundedTotal = tip.refundedAmount + amount;
  if (amount <= 0 || refundedTotal > tip.totalAmount)
    throw new Error('refund exceeds what is left of the tip');
  await payments.refund({
    paymentId: tip.providerPaymentId,
    amount,
    idempotencyKey: `refund_${tip.id}_${refundedTotal}`,
  });
  await recordRefund(db, { tip, refundedTotal, now });
  const [after] = await db.select().from(tips).where(eq(tips.id, tip.id));
  if (!after) throw new Error('tip vanished');
  return after;
}
