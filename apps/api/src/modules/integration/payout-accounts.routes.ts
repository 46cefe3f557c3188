import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  destinationBody,
  paymentWaysData,
  paymentWaysQuery,
  payoutAccountsData,
} from '@opentip/shared/schemas/payouts.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { tipProvidersOf } from '../transactions/tip-providers.ts';
import { paymentWaysOf } from './payment-ways.ts';
import { chooseDestination, payoutAccountsOf } from './payout-accounts.service.ts';

/** A receiver's linked accounts, where they are paid, and how givers can pay them. */
export const payoutAccountRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const providers = tipProvidersOf(deps);
  const cardRail = providers.card.name as 'sandbox' | 'stripe';

  api.get(
    '/payout-accounts',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The caller's linked accounts (one per provider) and which one their tips go to",
        security: [{ bearer: [] }],
        response: { 200: envelope(payoutAccountsData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return ok('ok', await payoutAccountsOf(deps.db, { userId: user.id, cardRail }));
    },
  );

  api.put(
    '/payout-accounts/destination',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payments'],
        summary: "Where the caller's tips go from now on: one of their linked accounts that is ready",
        security: [{ bearer: [] }],
        body: destinationBody,
        response: { 200: envelope(payoutAccountsData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      await chooseDestination(deps.db, { user, provider: request.body.provider, now: deps.now() });
      return ok('ok', await payoutAccountsOf(deps.db, { userId: user.id, cardRail }));
    },
  );

  api.get(
    '/payments/ways',
    {
      schema: {
        tags: ['payments'],
        summary: 'How a giver can pay a receiver in a currency (public): their provider and its ways',
        querystring: paymentWaysQuery,
        response: { 200: envelope(paymentWaysData) },
      },
    },
    async (request) => ok('ok', await paymentWaysOf(deps.db, providers, request.query)),
  );
};
