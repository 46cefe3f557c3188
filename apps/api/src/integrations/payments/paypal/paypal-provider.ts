import type { PaymentProvider } from '../payment-provider.ts';

/** A payout item as PayPal reports it now (GET /v1/payments/payouts-item/{id}). */
export interface PaypalPayoutItem {
  /** SUCCESS, PENDING, UNCLAIMED, ONHOLD, FAILED, RETURNED, BLOCKED, REFUNDED, REVERSED, ... */
  status: string;
  /** Ours: the sender_item_id we sent, our payout's id. */
  payoutId: string | null;
  batchId: string | null;
  reason: string | null;
}

export interface PaypalCapture {
  tipId: string | null;
  orderId: string | null;
  /** COMPLETED, PENDING, DECLINED, FAILED, PARTIALLY_REFUNDED, REFUNDED. */
  status: string;
  /** What was captured, in minor units of `currency`; null when PayPal's answer has no readable amount. */
  amount: number | null;
  currency: string | null;
}

/**
 * What PayPal's webhooks need beyond the PaymentProvider interface: the signature check and fresh
 * reads of the records an event names (events arrive late and out of order; PayPal's record now is
 * what counts).
 */
export interface PaypalWebhookApi {
  /** POST /v1/notifications/verify-webhook-signature with the event exactly as received. */
  verify(input: {
    headers: Record<string, string | undefined>;
    rawBody: string;
    webhookId: string;
  }): Promise<boolean>;
  /** A capture's custom_id (our tip id), its order and status now; null when PayPal has no such capture. */
  captureOf(captureId: string): Promise<PaypalCapture | null>;
  /** What has been refunded of the order's capture in all, in minor units. */
  refundedTotal(orderId: string): Promise<number | null>;
  payoutItem(itemId: string): Promise<PaypalPayoutItem | null>;
}

/** PayPal behind the common interface: the local sandbox (`local`) or PayPal's REST API through its SDK. */
export interface PaypalProvider extends PaymentProvider {
  readonly name: 'paypal';
  /** The local sandbox: orders are approved through POST /payments/paypal-sandbox/orders/:orderId. */
  readonly local: boolean;
  /** Null in the local sandbox, which sends no webhooks. */
  readonly webhooks: PaypalWebhookApi | null;
}

export function isPaypalProvider(provider: PaymentProvider): provider is PaypalProvider {
  return provider.name === 'paypal' && 'local' in provider;
}
