import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminAuditPage, adminAuditQuery } from '@opentip/shared/schemas/admin.schema';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { adminGuard } from './admin-guard.ts';
import { adminRouteSchema } from './admin-route-helpers.ts';
import { listAuditEntries } from './admin-audit.service.ts';

/** The audit log, read-only: no route changes it (and the database refuses UPDATE and DELETE). */
export const adminAuditRoutes: ModuleRoutes = async (app, { deps }) => {
  const { requireAdmin } = adminGuard(deps.db, deps.now);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/audit',
    {
      preParsing: requireAdmin,
      schema: {
        ...adminRouteSchema,
        querystring: adminAuditQuery,
        response: { 200: envelope(adminAuditPage) },
      },
    },
    async (request) => ok('ok', await listAuditEntries(deps.db, request.query)),
  );
};
