import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyData, envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  paymentMethodData,
  paymentsConfigData,
  sandboxAuthenticateBody,
  tokenizeBody,
} from '@opentip/shared/schemas/tips.schema';
import { paymentProviderOf, sandboxDbOf } from '../../integrations/payments/payment-provider-registry.ts';
import { authenticateSandboxCharge } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import {
  tokenizeSandboxCard,
  tokenizeSandboxWallet,
} from '../../integrations/payments/sandbox/sandbox-tokenizer.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { paymentsConfigOf } from './payments-config.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

export const paymentRoutes: ModuleRoutes = async (app, options) => {
  const { deps } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payments = paymentProviderOf(deps);

  api.get(
    '/payments/config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which provider takes payments (sandbox or Stripe) and the platform fee',
        response: { 200: envelope(paymentsConfigData) },
      },
    },
    async () => ok('ok', paymentsConfigOf(payments, deps.config)),
  );

  api.post(
    '/payments/sandbox/tokens',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox mode: turn a test card (or a wallet) into a payment method token',
        body: tokenizeBody,
        response: { 200: envelope(paymentMethodData) },
      },
    },
    async (request) => {
      if (payments.name !== 'sandbox') throw notFound('tokenizationUnavailable', 'TOKENIZATION_UNAVAILABLE');
      const body = request.body;
      const now = deps.now();
      const paymentMethod =
        body.type === 'card'
          ? await tokenizeSandboxCard(sandboxDbOf(deps), {
              card: {
                number: body.cardNumber,
                expMonth: body.expMonth,
                expYear: body.expYear,
                cvc: body.cvc,
              },
              now,
            })
          : await tokenizeSandboxWallet(sandboxDbOf(deps), { wallet: body.type, now });
      return ok('ok', { paymentMethod });
    },
  );

  api.post(
    '/payments/sandbox/authenticate',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Sandbox mode: the bank's 3-D Secure page; confirm or fail a payment waiting for it, then resend the tip",
        body: sandboxAuthenticateBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      if (payments.name !== 'sandbox') throw notFound('routeNotFound', 'ROUTE_NOT_FOUND');
      await authenticateSandboxCharge(sandboxDbOf(deps), request.body);
      return ok('ok', {});
    },
  );

  await app.register(stripeWebhookRoutes, options);
};
