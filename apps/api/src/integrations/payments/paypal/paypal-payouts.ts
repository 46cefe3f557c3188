import { TransferRefusedError, type PayoutOutcome, type PayoutRequest } from '../payment-provider.ts';
import { toPaypalValue } from './paypal-amounts.ts';
import type { PaypalClient } from './paypal-client.ts';

type Links = { rel?: string; href?: string }[];

/** The batch id in a HATEOAS link to a payout batch (".../v1/payments/payouts/{id}"). */
function batchIdOf(links: unknown): string | null {
  for (const link of Array.isArray(links) ? (links as Links) : []) {
    const match = /\/v1\/payments\/payouts\/([^/?]+)/.exec(link.href ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * POST /v1/payments/payouts: one item to the linked email, sender_batch_id and PayPal-Request-Id
 * both our idempotency key (PayPal pays a sender_batch_id once in 30 days), sender_item_id our
 * payout id, which PAYMENT.PAYOUTS-ITEM webhooks echo back. PayPal always answers PENDING: the
 * item's end comes by webhook.
 */
export async function paypalPayout(client: PaypalClient, request: PayoutRequest): Promise<PayoutOutcome> {
  const value = toPaypalValue(request.amount, request.currency);
  if (value === null)
    throw new TransferRefusedError(`PayPal cannot send ${request.amount} minor units of ${request.currency}`);
  const answer = await client.rest('POST', '/v1/payments/payouts', {
    requestId: request.idempotencyKey,
    body: JSON.stringify({
      sender_batch_header: {
        sender_batch_id: request.idempotencyKey,
        recipient_type: 'EMAIL',
        email_subject: 'You have a payout from OpenTip',
      },
      items: [
        {
          recipient_type: 'EMAIL',
          receiver: request.accountId,
          amount: { value, currency: request.currency },
          note: request.description.slice(0, 4000),
          sender_item_id: request.payoutId,
        },
      ],
    }),
  });
  const header = answer.body.batch_header as { payout_batch_id?: string } | undefined;
  if (answer.status < 300 && header?.payout_batch_id)
    return { providerPayoutId: header.payout_batch_id, status: 'pending' };
  // A sender_batch_id used before: PayPal refuses it and links to the batch it made then.
  const earlier = batchIdOf(answer.body.links);
  if (answer.status === 400 && earlier) return { providerPayoutId: earlier, status: 'pending' };
  const reason = (answer.body.message as string | undefined) ?? (answer.body.name as string | undefined);
  throw new TransferRefusedError(reason ?? `PayPal refused the payout (${answer.status})`);
}
