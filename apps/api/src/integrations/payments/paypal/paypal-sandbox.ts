import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxProviderRecords } from '../../../db/schema/payouts.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import { TransferRefusedError, type ChargeOutcome, type FinalOutcome } from '../payment-provider.ts';
import { paypalAmountStep, paypalPaymentTypes, toPaypalValue } from './paypal-amounts.ts';
import { approvalNeeded, notApproved, paypalFailed, paypalPaid } from './paypal-outcomes.ts';
import type { PaypalProvider } from './paypal-provider.ts';
import { paypalSandboxId, sandboxPayout, type SandboxPayoutOptions } from './paypal-sandbox-payouts.ts';

type RecordRow = typeof sandboxProviderRecords.$inferSelect;

/**
 * The order's life in the local sandbox, as at PayPal: CREATED until the giver decides in the
 * approval dialog, APPROVED until we capture, then COMPLETED; DECLINED when the giver's funding
 * source was refused at capture; VOIDED when they cancelled.
 */
type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'DECLINED' | 'VOIDED';

const byOrder = (orderId: string) =>
  and(
    eq(sandboxProviderRecords.provider, 'paypal'),
    eq(sandboxProviderRecords.kind, 'order'),
    eq(sandboxProviderRecords.id, orderId),
  );

function outcomeOf(row: RecordRow): ChargeOutcome {
  switch (row.status as OrderStatus) {
    case 'CREATED':
      return approvalNeeded(row.id);
    case 'COMPLETED':
      return paypalPaid(row.id);
    case 'DECLINED':
      return paypalFailed('card_declined', row.id);
    case 'VOIDED':
      return notApproved(row.id);
    case 'APPROVED':
      throw new Error(`sandbox PayPal order ${row.id} approved but not captured`);
  }
}

/** POST /payments/paypal-sandbox/orders/:orderId: what the giver does in PayPal's approval window. */
export async function decideSandboxOrder(
  db: Db,
  options: { orderId: string; result: 'approve' | 'decline' | 'cancel'; now: Date },
): Promise<void> {
  const [order] = await db.select().from(sandboxProviderRecords).where(byOrder(options.orderId));
  if (!order) throw notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');
  const [decided] = await db
    .update(sandboxProviderRecords)
    .set({
      status: options.result === 'cancel' ? 'VOIDED' : 'APPROVED',
      // "decline": PayPal accepts the approval, then the funding source is refused at capture.
      data: { ...order.data, declineAtCapture: options.result === 'decline' },
      updatedAt: options.now,
    })
    .where(and(byOrder(options.orderId), eq(sandboxProviderRecords.status, 'CREATED')))
    .returning();
  if (!decided) throw conflict('paypalOrderAlreadyDecided', 'PAYPAL_ORDER_ALREADY_DECIDED');
}

/**
 * PayPal without PayPal: orders, captures, refunds and payouts kept in sandbox_provider_records,
 * with the same idempotency (one order per request id, one capture per order) and the same steps
 * the giver takes (approve in a dialog, then the browser resends the tip).
 */
export function createPaypalSandbox(
  options: { db: Db; now: () => Date } & SandboxPayoutOptions,
): PaypalProvider {
  const { db, now } = options;

  async function capture(order: RecordRow): Promise<RecordRow> {
    if (order.status !== 'APPROVED') return order;
    const declined = order.data.declineAtCapture === true;
    await db
      .update(sandboxProviderRecords)
      .set({
        status: declined ? 'DECLINED' : 'COMPLETED',
        data: { ...order.data, captureId: declined ? null : paypalSandboxId() },
        updatedAt: now(),
      })
      .where(and(byOrder(order.id), eq(sandboxProviderRecords.status, 'APPROVED')));
    // Re-read: a concurrent capture may have won, and its result is the one.
    const [current] = await db.select().from(sandboxProviderRecords).where(byOrder(order.id));
    if (!current) throw new Error(`sandbox PayPal order ${order.id} vanished`);
    return current;
  }

  async function orderOf(lookup: { paymentId?: string | null; idempotencyKey: string }) {
    const where = lookup.paymentId
      ? byOrder(lookup.paymentId)
      : and(
          eq(sandboxProviderRecords.provider, 'paypal'),
          eq(sandboxProviderRecords.kind, 'order'),
          eq(sandboxProviderRecords.idempotencyKey, lookup.idempotencyKey),
        );
    const [order] = await db.select().from(sandboxProviderRecords).where(where);
    return order ?? null;
  }

  return {
    name: 'paypal',
    local: true,
    webhooks: null,
    publishableKey: null,
    paymentTypes: paypalPaymentTypes,
    amountStep: paypalAmountStep,
    acceptsPaymentMethod: (token) => token === 'paypal',
    cardFingerprint: async () => null,

    async charge(request) {
      if (request.paymentType !== 'paypal') return paypalFailed('invalid_payment_method');
      if (toPaypalValue(request.amount, request.currency) === null) return paypalFailed('amount_invalid');
      const [created] = await db
        .insert(sandboxProviderRecords)
        .values({
          provider: 'paypal',
          id: paypalSandboxId(),
          kind: 'order',
          idempotencyKey: request.idempotencyKey,
          reference: request.intentId,
          status: 'CREATED',
          amount: request.amount,
          currency: request.currency,
          data: { customId: request.intentId, returnUrl: request.returnUrl ?? null, refunded: 0 },
          createdAt: now(),
          updatedAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      const order = created ?? (await orderOf(request));
      if (!order) throw new Error('sandbox PayPal order vanished');
      if (order.amount !== request.amount || order.currency !== request.currency)
        throw new Error('PayPal-Request-Id reused with another order');
      return outcomeOf(await capture(order));
    },

    async findCharge(lookup) {
      const order = await orderOf(lookup);
      return order ? outcomeOf(await capture(order)) : null;
    },

    async cancelCharge({ paymentId }): Promise<FinalOutcome> {
      await db
        .update(sandboxProviderRecords)
        .set({ status: 'VOIDED', updatedAt: now() })
        .where(and(byOrder(paymentId), eq(sandboxProviderRecords.status, 'CREATED')));
      const order = await orderOf({ paymentId, idempotencyKey: '' });
      if (!order) throw new Error(`sandbox PayPal order ${paymentId} not found`);
      const outcome = outcomeOf(await capture(order));
      if (outcome.status === 'requiresAction')
        throw new Error('sandbox PayPal order still open after cancel');
      return outcome;
    },

    async refund({ paymentId, amount, idempotencyKey }) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(sandboxProviderRecords)
          .where(
            and(
              eq(sandboxProviderRecords.provider, 'paypal'),
              eq(sandboxProviderRecords.kind, 'refund'),
              eq(sandboxProviderRecords.idempotencyKey, idempotencyKey),
            ),
          );
        if (existing) return { refundId: existing.id, amount: existing.amount ?? amount };
        const [order] = await tx
          .select()
          .from(sandboxProviderRecords)
          .where(byOrder(paymentId))
          .for('update');
        const refunded = Number(order?.data.refunded ?? 0);
        if (!order || order.status !== 'COMPLETED' || refunded + amount > (order.amount ?? 0))
          throw new Error('refund exceeds what is left of the capture');
        await tx
          .update(sandboxProviderRecords)
          .set({ data: { ...order.data, refunded: refunded + amount }, updatedAt: now() })
          .where(byOrder(paymentId));
        const id = paypalSandboxId();
        await tx.insert(sandboxProviderRecords).values({
          provider: 'paypal',
          id,
          kind: 'refund',
          idempotencyKey,
          reference: paymentId,
          status: 'COMPLETED',
          amount,
          currency: order.currency,
          createdAt: now(),
          updatedAt: now(),
        });
        return { refundId: id, amount };
      });
    },

    transfer: () =>
      Promise.reject(new TransferRefusedError('PayPal pays receivers by payouts, not transfers')),
    payout: (request) => sandboxPayout(options, request),
  };
}
