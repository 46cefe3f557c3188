import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminConfigData,
  adminJobParams,
  adminJobRetryData,
  adminJobsData,
  adminTipCheckData,
  adminTipIdParams,
  adminWaitingTipsData,
  adminWebhookIdParams,
  adminWebhookRetryData,
  adminWebhooksData,
  adminWebhooksQuery,
} from '@opentip/shared/schemas/admin-operations.schema';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { adminGuard } from './admin-guard.ts';
import { operationsConfigOf } from './admin-operations-config.ts';
import {
  checkWaitingTip,
  listFailedJobs,
  listWaitingTips,
  listWebhookFailures,
  retryJob,
  retryWebhook,
} from './admin-operations.service.ts';
import { adminRouteSchema as schema, refuseInvalid } from './admin-route-helpers.ts';

/** Operations: tips waiting for reconciliation, failed webhooks and jobs (retry), configuration. */
export const adminOperationsRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);
  const adminOf = (request: FastifyRequest) => currentUser(request).user.id;

  api.get(
    '/admin/operations/reconciliation',
    { preParsing: requireAdmin, schema: { ...schema, response: { 200: envelope(adminWaitingTipsData) } } },
    async () => ok('ok', await listWaitingTips(deps)),
  );

  api.post(
    '/admin/operations/reconciliation/:tipId/check',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminTipIdParams, response: { 200: envelope(adminTipCheckData) } },
    },
    async (request) => {
      refuseInvalid(request);
      return ok('adminTipChecked', await checkWaitingTip(deps, adminOf(request), request.params.tipId));
    },
  );

  api.get(
    '/admin/operations/webhooks',
    {
      preParsing: requireAdmin,
      schema: { ...schema, querystring: adminWebhooksQuery, response: { 200: envelope(adminWebhooksData) } },
    },
    async (request) => ok('ok', await listWebhookFailures(deps, request.query.state)),
  );

  api.post(
    '/admin/operations/webhooks/:id/retry',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminWebhookIdParams, response: { 200: envelope(adminWebhookRetryData) } },
    },
    async (request) => {
      refuseInvalid(request);
      const result = await retryWebhook(deps, request.log, adminOf(request), request.params.id);
      return ok(result.succeeded ? 'adminWebhookRetried' : 'ok', result);
    },
  );

  api.get(
    '/admin/operations/jobs',
    { preParsing: requireAdmin, schema: { ...schema, response: { 200: envelope(adminJobsData) } } },
    async () => ok('ok', await listFailedJobs(deps)),
  );

  api.post(
    '/admin/operations/jobs/:name/:id/retry',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminJobParams, response: { 200: envelope(adminJobRetryData) } },
    },
    async (request) => {
      refuseInvalid(request);
      const { name, id } = request.params;
      return ok('adminJobRetried', await retryJob(deps, adminOf(request), name, id));
    },
  );

  api.get(
    '/admin/operations/config',
    { preParsing: requireAdmin, schema: { ...schema, response: { 200: envelope(adminConfigData) } } },
    async () => ok('ok', operationsConfigOf(deps.config)),
  );
};
