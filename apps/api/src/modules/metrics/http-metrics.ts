import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

// 400 ms is a bucket of its own so the tip latency alert (p99 > 400 ms) reads a bucket edge.
const API_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.4, 0.5, 1, 2.5, 5, 10];

export type HttpDurations = Histogram<'method' | 'route' | 'status_class'>;

export function createHttpDurations(registry: Registry): HttpDurations {
  return new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: API_BUCKETS,
    registers: [registry],
  });
}

/** Times every answer; a path no route matched is `unmatched`, so scanners cannot add series. */
export function recordHttpDurations(app: FastifyInstance, durations: HttpDurations): void {
  app.addHook('onResponse', async (request, reply) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
}
