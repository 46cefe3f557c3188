import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { connectedIdData, connectedIdQuery, linkAccountData } from '@opentip/shared/schemas/tips.schema';
import { paymentProviderOf } from '../../integrations/payments/payment-provider-registry.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { connectedAccountOf, linkPaymentAccount } from './payment-account.service.ts';

/** Linking a receiver's payment account, and reading which account a tip goes to (SPEC 7). */
export const integrationRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payments = paymentProviderOf(deps);

  api.post(
    '/user/checkStripAccount',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: "Link (or refresh) the caller's payment account; Stripe mode answers an onboarding link",
        security: [{ bearer: [] }],
        response: { 200: envelope(linkAccountData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const link = await linkPaymentAccount({
        db: deps.db,
        payments,
        user,
        publicUrl: deps.config.PUBLIC_URL,
        now: deps.now(),
      });
      return ok(link.chargesEnabled ? 'connectAccountLinked' : 'accountLinkPending', {
        user: { id: user.id, stripeConnectedAccountId: link.accountId, paymentsEnabled: link.chargesEnabled },
        onboardingUrl: link.onboardingUrl,
      });
    },
  );

  api.get(
    '/integration/getstripeConnectedId',
    {
      schema: {
        tags: ['payments'],
        summary: 'The connected account of a receiver (userId) or of a team (toTeamId)',
        querystring: connectedIdQuery,
        response: { 200: envelope(connectedIdData) },
      },
    },
    async (request) => {
      const user = await connectedAccountOf({ db: deps.db, cardRail: payments.name, ...request.query });
      return ok('ok', { user });
    },
  );
};
