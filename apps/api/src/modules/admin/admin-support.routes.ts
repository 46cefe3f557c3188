import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParams,
  adminSupportDetail,
  adminSupportPage,
  adminSupportQuery,
  adminSupportReplyBody,
  adminSupportRequest,
  adminSupportReply,
  adminSupportStatusBody,
} from '@opentip/shared/schemas/admin.schema';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { z } from 'zod';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { adminGuard } from './admin-guard.ts';
import { adminCommand, adminRouteSchema as schema, refuseInvalid } from './admin-route-helpers.ts';
import {
  getSupportRequest,
  listSupportRequests,
  replyToSupportRequest,
  setSupportStatus,
} from './admin-support.service.ts';

/** The contact-us inbox: read, reply (mailed to the sender), set status. */
export const adminSupportRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);

  api.get(
    '/admin/support',
    {
      preParsing: requireAdmin,
      schema: { ...schema, querystring: adminSupportQuery, response: { 200: envelope(adminSupportPage) } },
    },
    async (request) => ok('ok', await listSupportRequests(deps.db, request.query)),
  );

  api.get(
    '/admin/support/:id',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminSupportDetail) } },
    },
    async (request) => {
      refuseInvalid(request);
      return ok('ok', await getSupportRequest(deps.db, request.params.id));
    },
  );

  api.post(
    '/admin/support/:id/reply',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: {
        ...schema,
        params: adminIdParams,
        body: adminSupportReplyBody,
        response: { 200: envelope(z.object({ request: adminSupportRequest, reply: adminSupportReply })) },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const result = await replyToSupportRequest({
        ...adminCommand(deps, request),
        mailer: deps.queuedMailer,
        requestId: request.params.id,
        body: request.body,
      });
      return ok('supportReplySent', result);
    },
  );

  api.post(
    '/admin/support/:id/status',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: {
        ...schema,
        params: adminIdParams,
        body: adminSupportStatusBody,
        response: { 200: envelope(z.object({ request: adminSupportRequest })) },
      },
    },
    async (request) => {
      refuseInvalid(request);
      const result = await setSupportStatus({
        ...adminCommand(deps, request),
        requestId: request.params.id,
        status: request.body.status,
      });
      return ok('ok', result);
    },
  );
};
