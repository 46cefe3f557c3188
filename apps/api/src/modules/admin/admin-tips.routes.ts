import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParams,
  adminTipData,
  adminTipDetail,
  adminTipRefundBody,
  adminTipsPage,
  adminTipsQuery,
} from '@opentip/shared/schemas/admin.schema';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { notFound } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { tipProvidersOf } from '../transactions/tip-providers.ts';
import { adminGuard } from './admin-guard.ts';
import { adminCommand, adminRouteSchema as schema, refuseInvalid } from './admin-route-helpers.ts';
import { getTip, listTips, refundTipAsAdmin } from './admin-tips.service.ts';

const tipNotFound = () => notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');

/** Tips: search, look at one with its ledger, refunds and the provider's record, refund it. */
export const adminTipsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);
  const providers = tipProvidersOf(deps);

  api.get(
    '/admin/tips',
    {
      preParsing: requireAdmin,
      schema: { ...schema, querystring: adminTipsQuery, response: { 200: envelope(adminTipsPage) } },
    },
    async (request) => ok('ok', await listTips(deps.db, request.query)),
  );

  api.get(
    '/admin/tips/:id',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminTipDetail) } },
    },
    async (request) => {
      refuseInvalid(request, tipNotFound);
      return ok('ok', await getTip(deps.db, providers, request.params.id));
    },
  );

  api.post(
    '/admin/tips/:id/refund',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: {
        ...schema,
        params: adminIdParams,
        body: adminTipRefundBody,
        response: { 200: envelope(adminTipData) },
      },
    },
    async (request) => {
      refuseInvalid(request, tipNotFound);
      const result = await refundTipAsAdmin({
        ...adminCommand(deps, request),
        providers,
        tipId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        log: request.log,
      });
      return ok('refundIssued', result);
    },
  );
};
