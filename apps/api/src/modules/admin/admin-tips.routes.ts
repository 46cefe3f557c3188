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
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { tipProvidersOf } from '../transactions/tip-providers.ts';
import { adminGuard } from './admin-guard.ts';
import { getTip, listTips, refundTipAsAdmin } from './admin-tips.service.ts';

const schema = { tags: ['admin'], security: [{ bearer: [] }] };
const tipNotFound = () => notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');

/** Tips: search, look at one with its ledger, refunds and the provider's record, refund it. */
export const adminTipsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);
  const providers = tipProvidersOf(deps);

  api.get(
    '/admin/tips',
    {
      preHandler: requireAdmin,
      schema: { ...schema, querystring: adminTipsQuery, response: { 200: envelope(adminTipsPage) } },
    },
    async (request) => ok('ok', await listTips(deps.db, request.query)),
  );

  api.get(
    '/admin/tips/:id',
    {
      preHandler: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminTipDetail) } },
    },
    async (request) => {
      if (request.validationError) throw tipNotFound();
      return ok('ok', await getTip(deps.db, providers, request.params.id));
    },
  );

  api.post(
    '/admin/tips/:id/refund',
    {
      preHandler: requireAdmin,
      attachValidation: true,
      schema: {
        ...schema,
        params: adminIdParams,
        body: adminTipRefundBody,
        response: { 200: envelope(adminTipData) },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw tipNotFound();
      if (invalid) throw invalid;
      const result = await refundTipAsAdmin({
        db: deps.db,
        providers,
        now: deps.now(),
        adminUserId: currentUser(request).user.id,
        tipId: request.params.id,
        amount: request.body.amount,
        reason: request.body.reason,
        log: request.log,
      });
      return ok('refundIssued', result);
    },
  );
};
