import { desc } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMailbox } from '../../db/schema/auth.ts';
import type { ModuleRoutes } from '../../lib/module.ts';

/** Development only (no SMTP_URL, not production): the mail the server would have sent. */
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
      const rows = await deps.db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt)).limit(50);
      const to = request.query.to?.toLowerCase();
      const mails = to ? rows.filter((m) => m.to.toLowerCase() === to) : rows;
      return { success: true, message: 'OK', data: { mails } };
    },
  );
};
