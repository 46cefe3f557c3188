import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

type Json = Record<string, unknown>;

/** An event as Stripe sends it; `account` names the connected account of a Connect event. */
export const stripeEvent = (
  type: string,
  object: Json,
  options: { created?: number; account?: string } = {},
) => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created: options.created ?? Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  ...(options.account ? { account: options.account } : {}),
  type,
  data: { object },
});

/** Posts `event` to the Stripe webhook, signed with `secret` the way Stripe signs it. */
export function deliverStripeEvent(app: FastifyInstance, event: object, secret: string) {
  const body = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret });
  return app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
    payload: body,
  });
}
