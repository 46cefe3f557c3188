import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { refundBody, refundData, refundParams } from '@opentip/shared/schemas/refunds.schema';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { requireRefundableTip } from './refund-access.ts';
import { refundTip } from './refund-tip.service.ts';
import { tipProvidersOf } from './tip-providers.ts';
import { tipView } from './tip-view.ts';

/** POST /transactions/{id}/refund: the tip's receiver (or its team's manager) gives money back. */
export const refundRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const providers = tipProvidersOf(deps);

  api.post(
    '/transactions/:id/refund',
    {
      preParsing: auth.requireUser,
      attachValidation: true,
      schema: {
        tags: ['transactions'],
        summary:
          'Refund all or part of a paid tip to its giver (receiver, or team owner/admin for a team pool)',
        security: [{ bearer: [] }],
        params: refundParams,
        body: refundBody,
        response: { 200: envelope(refundData) },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      // A malformed id names no tip of the caller's, so it answers like a missing one.
      if (invalid?.validationContext === 'params')
        throw notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');
      if (invalid) throw invalid;
      const { user } = currentUser(request);
      const tip = await requireRefundableTip(deps.db, { caller: user, tipId: request.params.id });
      const refunded = await refundTip({
        db: deps.db,
        providers,
        tipId: tip.id,
        amount: request.body.amount,
        requestedBy: user.id,
        now: deps.now(),
        log: request.log,
      });
      return ok('refundIssued', { transaction: await tipView(deps.db, refunded) });
    },
  );
};
