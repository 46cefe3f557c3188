import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProviderName } from '@opentip/shared/payment-rails';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  createPayoutBody,
  payoutBalancesData,
  payoutData,
  payoutsData,
} from '@opentip/shared/schemas/payouts.schema';
import { idempotencyKeyField } from '@opentip/shared/schemas/tips.schema';
import type { AppDeps } from '../../app-deps.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import {
  destinationProvidersOf,
  paymentProviderOf,
} from '../../integrations/payments/payment-provider-registry.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { forbidden } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { eq } from 'drizzle-orm';
import { createPayout } from './create-payout.service.ts';
import { payoutBalances } from './payout-balances.ts';
import { listPayouts, payoutViewOf } from './payout-view.ts';

/** The provider of that name receivers are paid through here; null for the card rail not run here. */
export function payoutProviderOf(deps: AppDeps, name: ProviderName): PaymentProvider | null {
  return destinationProvidersOf(deps).find((provider) => provider.name === name) ?? null;
}

const MESSAGES = { paid: 'payoutPaid', pending: 'payoutPending', failed: 'payoutRefused' } as const;

/** A receiver's balances per provider and their withdrawals. */
export const payoutRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const receiver = (user: { userType: string }) => {
    if (user.userType !== 'payee') throw forbidden('onlyReceiversWithdraw', 'ONLY_RECEIVERS');
  };

  api.get(
    '/payouts/balances',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payouts'],
        summary: 'Pending and available money per provider and currency, with the terms of a withdrawal',
        security: [{ bearer: [] }],
        response: { 200: envelope(payoutBalancesData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      receiver(user);
      const accounts = await deps.db
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, user.id));
      const balances = await payoutBalances(deps.db, {
        userId: user.id,
        cardRail: paymentProviderOf(deps).name,
        accounts,
        defaultCurrency: user.currency,
        now: deps.now(),
        holdHours: deps.config.PAYOUT_HOLD_HOURS,
      });
      return ok('ok', { balances });
    },
  );

  api.get(
    '/payouts',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payouts'],
        summary: "The caller's withdrawals, newest first",
        security: [{ bearer: [] }],
        response: { 200: envelope(payoutsData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      receiver(user);
      return ok('ok', { payouts: await listPayouts(deps.db, user.id) });
    },
  );

  api.post(
    '/payouts',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payouts'],
        summary:
          'Withdraw available money to the linked account; retries with the same Idempotency-Key pay once',
        security: [{ bearer: [] }],
        headers: z.object({ 'idempotency-key': idempotencyKeyField }),
        body: createPayoutBody,
        response: { 200: envelope(payoutData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const row = await createPayout({
        db: deps.db,
        provider: payoutProviderOf(deps, request.body.provider),
        user,
        idempotencyKey: request.headers['idempotency-key'],
        body: request.body,
        holdHours: deps.config.PAYOUT_HOLD_HOURS,
        now: deps.now,
        log: request.log,
      });
      return ok(MESSAGES[row.status], { payout: await payoutViewOf(deps.db, row) });
    },
  );
};
