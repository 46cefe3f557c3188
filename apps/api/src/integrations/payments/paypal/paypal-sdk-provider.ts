import {
  ApiError,
  CheckoutPaymentIntent,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import {
  ProviderUnavailableError,
  TransferRefusedError,
  type ChargeOutcome,
  type FinalOutcome,
} from '../payment-provider.ts';
import { fromPaypalValue, paypalAmountStep, paypalPaymentTypes, toPaypalValue } from './paypal-amounts.ts';
import type { PaypalClient } from './paypal-client.ts';
import { captureOfOrder, isUnavailable, outcomeOfCaptureError, readOrder } from './paypal-orders.ts';
import { paypalFailed } from './paypal-outcomes.ts';
import { paypalPayout } from './paypal-payouts.ts';
import type { PaypalProvider } from './paypal-provider.ts';
import { createPaypalWebhookApi } from './paypal-webhook-api.ts';

/** Our own calls fail loudly; PayPal being unreachable or failing on its side is "unknown, retry". */
function unavailableOr(error: unknown): never {
  if (isUnavailable(error)) throw new ProviderUnavailableError(error);
  throw error;
}

/**
 * PayPal's REST API through its official SDK. The platform is the merchant: an order (intent
 * CAPTURE, custom_id = our tip id, PayPal-Request-Id = the tip's key) is approved by the giver,
 * then captured by us with a request id derived from the same key, so it is captured once however
 * often the browser, a webhook or reconciliation asks. The money stays in the platform's PayPal
 * balance, owed to the receiver in the ledger, and leaves by PayPal Payouts.
 */
export function createPaypalSdkProvider(options: { client: PaypalClient; clientId: string }): PaypalProvider {
  const { client } = options;

  const getOrder = async (id: string): Promise<Order | null> => {
    try {
      return (await client.orders.getOrder({ id })).result;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return null;
      return unavailableOr(error);
    }
  };

  /** Captures an approved order (once: the request id is fixed per tip) and reads what it came to. */
  async function settle(order: Order, idempotencyKey: string): Promise<ChargeOutcome> {
    const outcome = readOrder(order);
    if (outcome !== 'approved') return outcome;
    const id = order.id ?? '';
    try {
      const captured = await client.orders.captureOrder({
        id,
        paypalRequestId: `${idempotencyKey}_capture`,
        prefer: 'return=representation',
      });
      const read = readOrder(captured.result);
      if (read === 'approved') throw new ProviderUnavailableError(`order ${id} still approved after capture`);
      return read;
    } catch (error) {
      const refused = outcomeOfCaptureError(id, error);
      if (refused !== 'alreadyCaptured') return refused;
      const current = await getOrder(id);
      const read = current ? readOrder(current) : null;
      if (!read || read === 'approved')
        throw new ProviderUnavailableError(`order ${id} captured but not readable`);
      return read;
    }
  }

  return {
    name: 'paypal',
    local: false,
    publishableKey: options.clientId,
    webhooks: createPaypalWebhookApi(client),
    paymentTypes: paypalPaymentTypes,
    amountStep: paypalAmountStep,
    acceptsPaymentMethod: (token) => token === 'paypal',
    cardFingerprint: async () => null,

    async charge(request) {
      if (request.paymentType !== 'paypal') return paypalFailed('invalid_payment_method');
      const value = toPaypalValue(request.amount, request.currency);
      if (value === null) return paypalFailed('amount_invalid');
      try {
        const { result } = await client.orders.createOrder({
          paypalRequestId: request.idempotencyKey,
          prefer: 'return=representation',
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                customId: request.intentId,
                description: request.description.slice(0, 127),
                amount: { currencyCode: request.currency, value },
              },
            ],
            // Approval happens in the PayPal JS SDK's window (onApprove), which needs no return URL.
            paymentSource: {
              paypal: {
                experienceContext: {
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
        });
        return await settle(result, request.idempotencyKey);
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 422) return paypalFailed('amount_invalid');
        return unavailableOr(error);
      }
    },

    // Orders cannot be searched by custom_id: without the order's id (a request that stopped right
    // after creating it) nothing can be found, and nobody can approve that order either (its id
    // never reached the giver), so no money moved and the tip is given up as never charged.
    async findCharge({ paymentId, idempotencyKey }) {
      if (!paymentId) return null;
      const order = await getOrder(paymentId);
      return order ? settle(order, idempotencyKey) : null;
    },

    // Orders v2 has no cancel: an order never approved expires at PayPal, and one approved later is
    // never captured by us, so no money moves. One approved meanwhile is captured: the giver paid.
    async cancelCharge({ paymentId, idempotencyKey }): Promise<FinalOutcome> {
      const order = await getOrder(paymentId);
      if (!order) throw new Error(`PayPal order ${paymentId} not found`);
      const outcome = await settle(order, idempotencyKey);
      return outcome.status === 'requiresAction'
        ? paypalFailed('authentication_required', paymentId)
        : outcome;
    },

    async refund({ paymentId, amount, idempotencyKey }) {
      const order = await getOrder(paymentId);
      const capture = order ? captureOfOrder(order) : null;
      const currency = capture?.amount?.currencyCode;
      if (!capture?.id || !currency) throw new Error(`PayPal order ${paymentId} has no capture to refund`);
      const value = toPaypalValue(amount, currency);
      if (value === null) throw new Error(`PayPal cannot refund ${amount} minor units of ${currency}`);
      try {
        const { result } = await client.payments.refundCapturedPayment({
          captureId: capture.id,
          paypalRequestId: idempotencyKey,
          prefer: 'return=representation',
          body: { amount: { currencyCode: currency, value } },
        });
        return {
          refundId: result.id ?? '',
          amount: fromPaypalValue(result.amount?.value, currency) ?? amount,
        };
      } catch (error) {
        return unavailableOr(error);
      }
    },

    transfer: () =>
      Promise.reject(new TransferRefusedError('PayPal pays receivers by payouts, not transfers')),
    payout: (request) => paypalPayout(client, request),
  };
}
