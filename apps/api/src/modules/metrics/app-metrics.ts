import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { registerDbPoolMetrics } from './db-pool-metrics.ts';
import { createHttpDurations, recordHttpDurations, type HttpDurations } from './http-metrics.ts';
import { registerJobQueueMetrics } from './job-queue-metrics.ts';
import { processMetricsRegistry } from './process-metrics.ts';
import { createTipOutcomes, type TipOutcomes } from './tip-outcomes.ts';

/** One app's metrics, in a registry of its own: tests build several apps in one process. */
export interface AppMetrics {
  registry: Registry;
  httpDurations: HttpDurations;
  tips: TipOutcomes;
  /** Open live WebSockets on this instance: the live route adds one on open, takes it off on close. */
  liveSockets: Gauge;
  /** The exposition text of this app's metrics and the process's. */
  scrape(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export function createAppMetrics(db: Db, log: FastifyBaseLogger): AppMetrics {
  const registry = new Registry();
  registerJobQueueMetrics(registry, db, log);
  registerDbPoolMetrics(registry, db);
  return {
    registry,
    httpDurations: createHttpDurations(registry),
    tips: createTipOutcomes(registry),
    liveSockets: new Gauge({
      name: 'opentip_live_sockets',
      help: 'Live WebSocket connections open on this instance.',
      registers: [registry],
    }),
    scrape: () => Registry.merge([processMetricsRegistry(), registry]).metrics(),
  };
}

/** Gives every module `app.metrics` and times every HTTP answer; GET /metrics is metrics.routes.ts. */
export function registerMetrics(app: FastifyInstance, db: Db): void {
  const metrics = createAppMetrics(db, app.log);
  app.decorate('metrics', metrics);
  recordHttpDurations(app, metrics.httpDurations);
}
