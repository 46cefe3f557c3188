import { sql } from 'drizzle-orm';
import type { ModuleRoutes } from '../../lib/module.ts';

/** /healthz: the process answers. /readyz: it can also reach its database (and Redis when used). */
// Probes are exempt from rate limits: a load balancer polls them often from one address.
export const healthRoutes: ModuleRoutes = async (app, { deps }) => {
  app.get('/healthz', { schema: { hide: true }, config: { rateLimit: false } }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      if (deps.redis) await deps.redis.ping();
      return { status: 'ready' };
    } catch (error) {
      reply.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
};
