import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { JOB_NAMES } from '../../jobs/job-catalogue.ts';

interface QueueRow {
  name: string;
  waiting: number;
  oldest_age_seconds: number;
  failed: number;
}

// A job's start_after is when it may run (a retry's backoff included): its age counts from then,
// so a retry waiting out its delay is not mistaken for a queue nobody works on.
const queueStates = sql`
  select name,
         count(*) filter (where state in ('created', 'retry'))::int as waiting,
         coalesce(extract(epoch from now() - min(start_after)
           filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8
           as oldest_age_seconds,
         count(*) filter (where state = 'failed')::int as failed
  from pgboss.job
  where state in ('created', 'retry', 'failed')
  group by name`;

const queueTable = sql`select to_regclass('pgboss.job') is not null as present`;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * Every queue this version knows at zero, then what the database holds (a queue it no longer
 * knows included: jobs nobody will take). Before pg-boss made its schema (or with another queue,
 * as in tests) all zeros; once made, it stays, so it is looked for only until found.
 */
function queueReader(db: Db, log: Log) {
  let tableMade = false;
  return async (): Promise<QueueRow[]> => {
    const byName = new Map<string, QueueRow>(
      JOB_NAMES.map((name) => [name, { name, waiting: 0, oldest_age_seconds: 0, failed: 0 }]),
    );
    try {
      tableMade ||= (await rowsOf<{ present: boolean }>(db, queueTable))[0]?.present === true;
      if (tableMade) for (const row of await rowsOf<QueueRow>(db, queueStates)) byName.set(row.name, row);
    } catch (error) {
      // The database is out of reach: the scrape still answers (process, HTTP), without queue series.
      log.warn({ err: error }, 'metrics: job queues not read');
      return [];
    }
    return [...byName.values()];
  };
}

/**
 * Job queue gauges read at scrape time. prom-client collects a scrape's metrics side by side, so
 * the three gauges share the one query under way instead of running it three times.
 */
export function registerJobQueueMetrics(registry: Registry, db: Db, log: Log): void {
  const readQueues = queueReader(db, log);
  let reading: Promise<QueueRow[]> | undefined;
  const queues = () => {
    reading ??= readQueues().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const gauge = (name: string, help: string, valueOf: (row: QueueRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const rows = await queues();
        this.reset();
        for (const row of rows) this.set({ queue: row.name }, valueOf(row));
      },
    });
  gauge('opentip_job_queue_depth', 'Jobs waiting to run (created or retry), per queue.', (r) => r.waiting);
  gauge(
    'opentip_job_queue_oldest_age_seconds',
    'Seconds the oldest job that may run has been waiting, per queue.',
    (r) => r.oldest_age_seconds,
  );
  gauge(
    'opentip_job_queue_failed',
    'Jobs that used up their retries, per queue (pg-boss keeps them 12 hours, then archives them).',
    (r) => r.failed,
  );
}
