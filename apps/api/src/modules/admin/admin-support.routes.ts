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
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { adminGuard } from './admin-guard.ts';
import {
  getSupportRequest,
  listSupportRequests,
  replyToSupportRequest,
  setSupportStatus,
} from './admin-support.service.ts';

const schema = { tags: ['admin'], security: [{ bearer: [] }] };

/** The contact-us inbox: read, reply (mailed to the sender), set status. */
export const adminSupportRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);

  api.get(
    '/admin/support',
    {
      preHandler: requireAdmin,
      schema: { ...schema, querystring: adminSupportQuery, response: { 200: envelope(adminSupportPage) } },
    },
    async (request) => ok('ok', await listSupportRequests(deps.db, request.query)),
  );

  api.get(
    '/admin/support/:id',
    {
      preHandler: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminSupportDetail) } },
    },
    async (request) => {
      if (request.validationError) throw notFound();
      return ok('ok', await getSupportRequest(deps.db, request.params.id));
    },
  );

  api.post(
    '/admin/support/:id/reply',
    {
      preHandler: requireAdmin,
      attachValidation: true,
      schema: {
        ...schema,
        params: adminIdParams,
        body: adminSupportReplyBody,
        response: { 200: envelope(z.object({ request: adminSupportRequest, reply: adminSupportReply })) },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw notFound();
      if (invalid) throw invalid;
      const result = await replyToSupportRequest({
        db: deps.db,
        mailer: deps.queuedMailer,
        now: deps.now(),
        adminUserId: currentUser(request).user.id,
        requestId: request.params.id,
        body: request.body,
      });
      return ok('supportReplySent', result);
    },
  );

  api.post(
    '/admin/support/:id/status',
    {
      preHandler: requireAdmin,
      attachValidation: true,
      schema: {
        ...schema,
        params: adminIdParams,
        body: adminSupportStatusBody,
        response: { 200: envelope(z.object({ request: adminSupportRequest })) },
      },
    },
    async (request) => {
      const invalid = request.validationError;
      if (invalid?.validationContext === 'params') throw notFound();
      if (invalid) throw invalid;
      const result = await setSupportStatus({
        db: deps.db,
        now: deps.now(),
        adminUserId: currentUser(request).user.id,
        requestId: request.params.id,
        status: request.body.status,
      });
      return ok('ok', result);
    },
  );
};
