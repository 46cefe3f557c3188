import { unauthorized } from '../../lib/app-error.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { carriesToken, metricsAccessOf } from './metrics-access.ts';

/** GET /metrics: Prometheus text for this instance (docs/operations.md says what to watch). */
// Like the health probes it is outside /api/v1 and exempt from rate limits: a scraper polls it from one address.
export const metricsRoutes: ModuleRoutes = async (app, { deps }) => {
  const access = metricsAccessOf(deps.config);
  const token = deps.config.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
    // Answered here rather than left unrouted: the web app would otherwise serve its page for it.
    if (access === 'hidden') return reply.callNotFound();
    if (access === 'token' && token && !carriesToken(request.headers.authorization, token))
      throw unauthorized();
    const text = await app.metrics.scrape();
    return reply.type(app.metrics.registry.contentType).send(text);
  });
};
