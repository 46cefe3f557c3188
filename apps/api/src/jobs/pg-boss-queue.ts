import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { JOB_NAMES, jobPayloads, jobPolicies, type JobName } from './job-catalogue.ts';
import { failureMessageOf } from './failed-jobs.ts';
import type { JobHandler, JobHandlers, JobQueueKeepingFailures } from './job-queue.ts';
import { runWithJobQueue } from './job-scope.ts';
import { jobSqlOf, jobSqlOfClient } from './job-sql.ts';
import { retryOnDeadlock } from './retry-on-deadlock.ts';

export interface JobQueueTimings {
  /** How often an idle worker looks for jobs (pg-boss allows 0.5 s at the least). */
  pollIntervalSeconds: number;
  /** How often expired jobs (their process died) are failed over to a retry. */
  maintenanceIntervalSeconds: number;
  /** How long stop() lets jobs under way finish before releasing them for another instance. */
  stopTimeoutMs: number;
}

export const defaultJobQueueTimings: JobQueueTimings = {
  pollIntervalSeconds: 2,
  maintenanceIntervalSeconds: 30,
  stopTimeoutMs: 10_000,
};

export interface PgBossQueueOptions {
  db: Db;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  timings?: Partial<JobQueueTimings>;
  /** Jobs by the clock (cron); off where a test wants only what it sends. */
  clock?: boolean;
  /** Only these jobs are worked on here (all when not given); every one can be sent. */
  work?: JobName[];
}

export interface PgBossQueue extends JobQueueKeepingFailures {
  boss: PgBoss;
  /**
   * Takes jobs of one kind on this instance (start() does it for every kind in `work`); answers
   * how to stop taking them. Tests use it to choose which instance takes a job.
   */
  work<N extends JobName>(name: N, handler: JobHandler<N>): Promise<() => Promise<void>>;
}

interface FailedJobRow {
  id: string;
  name: JobName;
  data: unknown;
  output: unknown;
  retry_count: number;
  completed_on: string | Date | null;
}

/** The job queue on the app's PostgreSQL (or embedded PGlite) database, through pg-boss. */
export function createPgBossQueue(options: PgBossQueueOptions): PgBossQueue {
  const timings = { ...defaultJobQueueTimings, ...options.timings };
  const clock = options.clock ?? true;
  const boss = new PgBoss({
    db: jobSqlOfClient(options.db),
    supervise: true,
    schedule: clock,
    maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
    // Completed jobs are kept a day for inspection, then removed.
    deleteAfterDays: 1,
  });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));

  const queue: PgBossQueue = {
    boss,
    async send(name, payload, sendOptions = {}) {
      const data = jobPayloads[name].parse(payload);
      const { cron: _cron, ...policy } = jobPolicies[name];
      const db = sendOptions.tx ? jobSqlOf(sendOptions.tx) : undefined;
      const id = await boss.send(name, data, { ...policy, ...(db ? { db } : {}) });
      // pg-boss answers null when the queue does not exist: a job silently lost.
      if (!id) throw new Error(`job ${name} was not stored`);
    },

    async start(handlers: JobHandlers) {
      await boss.start();
      for (const name of JOB_NAMES) {
        const { cron, ...policy } = jobPolicies[name];
        // Idempotent: every instance declares the queues it may send to.
        await retryOnDeadlock(() =>
          boss.createQueue(name, { name, ...policy, ...(cron ? { policy: 'singleton' } : {}) }),
        );
      }
      for (const name of options.work ?? JOB_NAMES) {
        await queue.work(name, handlers[name] as JobHandler<typeof name>);
        const cron = jobPolicies[name].cron;
        if (clock && cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
      }
    },

    async work(name, handler) {
      const run = handler as (payload: unknown) => Promise<void>;
      const id = await boss.work(
        name,
        { pollingIntervalSeconds: timings.pollIntervalSeconds },
        async (jobs) => {
          for (const job of jobs) {
            await runWithJobQueue(queue, () => run(jobPayloads[name].parse(job.data)));
            // pg-boss marks a job done without waiting for it (then a no-op here): completed before
            // the handler returns, stop() waits for it, and a closing instance cannot leave it active.
            await boss.complete(name, job.id);
          }
        },
      );
      return () => boss.offWork({ id });
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: timings.stopTimeoutMs, wait: true });
    },

    async listFailed(limit = 100) {
      const rows = await rowsOf<FailedJobRow>(
        options.db,
        sql`select id, name, data, output, retry_count, completed_on
            from pgboss.job where state = 'failed' and name in (${sql.join(
              JOB_NAMES.map((jobName) => sql`${jobName}`),
              sql`, `,
            )})
            order by completed_on desc nulls last limit ${limit}`,
      );
      return rows.map((row) => ({
        name: row.name,
        id: row.id,
        payload: row.data,
        error: failureMessageOf(row.output),
        failedAt: new Date(row.completed_on ?? 0),
        retryCount: row.retry_count,
      }));
    },

    async retryFailed(name, id) {
      const [found] = await rowsOf<{ id: string }>(
        options.db,
        sql`select id from pgboss.job where name = ${name} and id::text = ${id} and state = 'failed'`,
      );
      if (!found) return false;
      await boss.retry(name, id);
      return true;
    },
  };
  return queue;
}
