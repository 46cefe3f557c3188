import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { balanceData, balanceQuery, payeeData } from '@opentip/shared/schemas/tips.schema';
import { paymentProviderOf } from '../../integrations/payments/payment-provider-registry.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { presentBalance, presentPayee } from './payee.presenter.ts';
import { balanceOf, payeeDetails } from './payees.service.ts';

export const payeeRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const payments = paymentProviderOf(deps);

  api.get(
    '/payee/payee-details/:code',
    {
      schema: {
        tags: ['payees'],
        summary: 'A receiver by id, unique ID or QR payee code (public)',
        params: z.object({ code: z.string().trim().min(1, 'uniqueIdRequired').max(64, 'payeeNotFound') }),
        response: { 200: envelope(payeeData) },
      },
    },
    async (request) => {
      const found = await payeeDetails({ db: deps.db, payments, reference: request.params.code });
      return ok('ok', { payee: presentPayee(found) });
    },
  );

  api.get(
    '/payee/getBalance',
    {
      preParsing: auth.requireUser,
      schema: {
        tags: ['payees'],
        summary: "Dashboard figures of the caller's (or their team's) tips",
        security: [{ bearer: [] }],
        querystring: balanceQuery,
        response: { 200: envelope(balanceData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      const balance = await balanceOf({
        db: deps.db,
        user,
        ...request.query,
        now: deps.now(),
        holdHours: deps.config.PAYOUT_HOLD_HOURS,
      });
      return ok('ok', {
        balance: presentBalance(balance.main),
        otherCurrencies: balance.others.map(presentBalance),
      });
    },
  );
};
