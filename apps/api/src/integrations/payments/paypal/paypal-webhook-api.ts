import { ApiError, RefundStatus } from '@paypal/paypal-server-sdk';
import { ProviderUnavailableError } from '../payment-provider.ts';
import { fromPaypalValue } from './paypal-amounts.ts';
import type { PaypalClient } from './paypal-client.ts';
import { captureOfOrder } from './paypal-orders.ts';
import type { PaypalWebhookApi } from './paypal-provider.ts';

const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const orderIdOfLinks = (links: { rel?: string; href?: string }[] | undefined) => {
  const up = links?.find((link) => link.rel === 'up')?.href ?? '';
  return /\/v2\/checkout\/orders\/([^/?]+)/.exec(up)?.[1] ?? null;
};

async function orNullIfMissing<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    if (error instanceof ApiError && error.statusCode < 500) throw error;
    throw new ProviderUnavailableError(error);
  }
}

export function createPaypalWebhookApi(client: PaypalClient): PaypalWebhookApi {
  return {
    async verify({ headers, rawBody, webhookId }) {
      const fields: Record<string, string> = { webhook_id: webhookId };
      for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
        const value = headers[header];
        if (!value) return false;
        fields[field] = value;
      }
      // The event goes back byte for byte: parsing and serialising it again could change what was signed.
      const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
      const answer = await client.rest('POST', '/v1/notifications/verify-webhook-signature', { body });
      return answer.status === 200 && answer.body.verification_status === 'SUCCESS';
    },

    captureOf: (captureId) =>
      orNullIfMissing(async () => {
        const { result } = await client.payments.getCapturedPayment({ captureId });
        const currency = result.amount?.currencyCode ?? null;
        return {
          tipId: result.customId ?? null,
          orderId: orderIdOfLinks(result.links),
          status: result.status ?? 'PENDING',
          amount: currency ? fromPaypalValue(result.amount?.value, currency) : null,
          currency,
        };
      }),

    refundedTotal: (orderId) =>
      orNullIfMissing(async () => {
        const { result } = await client.orders.getOrder({ id: orderId });
        const currency = captureOfOrder(result)?.amount?.currencyCode;
        if (!currency) return null;
        const refunds = result.purchaseUnits?.[0]?.payments?.refunds ?? [];
        return refunds
          .filter((refund) => refund.status === RefundStatus.Completed)
          .reduce((sum, refund) => sum + (fromPaypalValue(refund.amount?.value, currency) ?? 0), 0);
      }),

    async payoutItem(itemId) {
      const answer = await client.rest('GET', `/v1/payments/payouts-item/${encodeURIComponent(itemId)}`);
      if (answer.status === 404) return null;
      if (answer.status >= 300) throw new Error(`PayPal answered ${answer.status} for payout item ${itemId}`);
      const item = answer.body as {
        transaction_status?: string;
        payout_batch_id?: string;
        payout_item?: { sender_item_id?: string };
        errors?: { name?: string; message?: string };
      };
      return {
        status: item.transaction_status ?? 'PENDING',
        payoutId: item.payout_item?.sender_item_id ?? null,
        batchId: item.payout_batch_id ?? null,
        reason: item.errors?.message ?? item.errors?.name ?? null,
      };
    },
  };
}
