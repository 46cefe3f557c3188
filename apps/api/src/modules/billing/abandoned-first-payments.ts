import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingRequests } from '../../db/schema/billing.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { releasePromoClaim } from './promo-claims.service.ts';

/** Stripe gives up an incomplete subscription's first payment after 23 hours; so does the sandbox. */
export const FIRST_PAYMENT_EXPIRY_MS = 23 * 3_600_000;

export interface AbandonedPaymentDeps {
  db: Db;
  payments: PaymentProvider;
  now: Date;
}

/** The key subscribe() gives the provider for a request's first payment. */
export const firstPaymentKey = (requestId: string) => `billing_${requestId}`;

/**
 * A sandbox subscription whose first payment waits for 3-D Secure starts only when the owner comes
 * back; one who never does held the promo code's use forever. After 23 hours the waiting charge is
 * given up (a late bank step is refused), and the request goes with the use it held, as a refusal
 * would. A charge the bank completed meanwhile is paid: its use stays, the owner's retry starts it.
 */
export async function expireAbandonedFirstPayments(deps: AbandonedPaymentDeps): Promise<number> {
  const { db, payments, now } = deps;
  const before = new Date(now.getTime() - FIRST_PAYMENT_EXPIRY_MS);
  const stale = await db
    .select({ id: billingRequests.id, businessId: billingRequests.businessId })
    .from(billingRequests)
    .where(and(isNull(billingRequests.response), lte(billingRequests.createdAt, before)));
  let expired = 0;
  for (const request of stale) {
    const key = firstPaymentKey(request.id);
    const found = await payments.findCharge({ intentId: request.businessId, idempotencyKey: key });
    const final =
      found?.status === 'requiresAction'
        ? await payments.cancelCharge({ paymentId: found.paymentId, idempotencyKey: `${key}_expired` })
        : found;
    if (final?.status === 'succeeded') continue;
    await db.transaction(async (tx) => {
      await releasePromoClaim(tx, request.id);
      await tx
        .delete(billingRequests)
        .where(and(eq(billingRequests.id, request.id), isNull(billingRequests.response)));
    });
    expired++;
  }
  return expired;
}
