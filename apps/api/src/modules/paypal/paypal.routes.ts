import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyData, envelope } from '@opentip/shared/schemas/envelope.schema';
import { payoutAccountsData, paypalAccountBody } from '@opentip/shared/schemas/payouts.schema';
import { paymentProviderOf, providerNamed } from '../../integrations/payments/payment-provider-registry.ts';
import { decideSandboxOrder } from '../../integrations/payments/paypal/paypal-sandbox.ts';
import { isPaypalProvider } from '../../integrations/payments/paypal/paypal-provider.ts';
import { currentUser } from '../../lib/authenticate.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { linkPaypalAccount } from './paypal-account.service.ts';
import { paypalWebhookRoutes } from './paypal-webhook.routes.ts';

const sandboxOrderParams = z.object({
  orderId: z.string({ error: 'transactionNotFound' }).max(64, 'transactionNotFound'),
});
const sandboxOrderBody = z.object(
  { result: z.enum(['approve', 'decline', 'cancel'], { error: 'invalidRequest' }) },
  { error: 'invalidRequest' },
);

/** PayPal: linking a receiver's PayPal account, the sandbox's approval page, PayPal's webhooks. */
export const paypalRoutes: ModuleRoutes = async (app, options) => {
  const { deps, auth } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/paypal/account',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Links the PayPal account (its email) the receiver is paid out to',
        security: [{ bearer: [] }],
        body: paypalAccountBody,
        response: { 200: envelope(payoutAccountsData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const cardRail = paymentProviderOf(deps).name;
      const data = await linkPaypalAccount({
        db: deps.db,
        user,
        email: request.body.email,
        cardRail,
        now: deps.now(),
      });
      return ok('ok', data);
    },
  );

  api.post(
    '/payments/paypal-sandbox/orders/:orderId',
    {
      schema: {
        tags: ['payments'],
        summary:
          "PayPal sandbox mode: PayPal's approval window; approve, decline (refused at capture) or cancel an order, then resend the tip",
        params: sandboxOrderParams,
        body: sandboxOrderBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      const paypal = providerNamed(deps, 'paypal');
      if (!isPaypalProvider(paypal) || !paypal.local) throw notFound('routeNotFound', 'ROUTE_NOT_FOUND');
      await decideSandboxOrder(deps.db, { ...request.params, ...request.body, now: deps.now() });
      return ok('ok', {});
    },
  );

  await app.register(paypalWebhookRoutes, options);
};
