import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMailbox } from '../../db/schema/auth.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../lib/module.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Development only (no SMTP_URL, not production): the mail the server would have sent. It holds
 * sign-in codes, so only the machine itself may read it, even if a server is exposed by mistake.
 */
export const devMailboxRoutes: ModuleRoutes = async (app, { deps }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        querystring: z.object({ to: z.string().optional() }),
      },
    },
    async (request) => {
      if (!LOOPBACK.has(request.ip)) throw notFound('routeNotFound', 'ROUTE_NOT_FOUND');
      const rows = await deps.db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(50);
      const to = request.query.to?.toLowerCase();
      const mails = to ? rows.filter((m) => m.to.toLowerCase() === to) : rows;
      return { success: true, message: 'OK', data: { mails } };
    },
  );
};
