import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { JOB_NAMES, jobPayloads, jobPolicies, type JobName } from './job-catalogue.ts';
import { failureMessageOf } from './failed-jobs.ts';
import type { JobHandler, JobHandlers, JobQueueKeepingFailures } from './job-queue.ts';
import { noteJobSent } from './job-scope.ts';
import { startWorkerLoop, type WorkerLoop } from './worker-loop.ts';
import { jobInsertSql } from './job-insert-sql.ts';
import { jobSqlOf, jobSqlOfClient } from './job-sql.ts';
import { retryOnDeadlock } from './retry-on-deadlock.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

export interface JobQueueTimings {
  /** How often an idle worker looks for jobs (pg-boss allows 0.5 s at the least). */
  pollIntervalSeconds: number;
  /** How often expired jobs (their process died) are failed over to a retry. */
  maintenanceIntervalSeconds: number;
  /** How long stop() lets jobs under way finish before releasing them for another instance. */
  stopTimeoutMs: number;
}

/** A live notification waits this long at most for others to travel with it (one fetch, one completion). */
const WAKE_GATHER_MS = 20;

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
  wake(names: JobName[]): Promise<void>;
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
  const workers = new Map<JobName, Set<WorkerLoop>>();
  /** Jobs this instance is running, by queue: released for another instance if a stop cannot wait. */
  const running = new Map<JobName, Set<string>>();

  /**
   * A batch's jobs side by side; those that succeeded are completed in one statement, each failure
   * on its own (it is retried with its backoff, or kept as failed for the console).
   */
  const runBatch = async (name: JobName, jobs: PgBoss.Job[], run: (payload: unknown) => Promise<void>) => {
    // A job still running when it expires is retried elsewhere: this worker stops waiting for it.
    const expiry = jobPolicies[name].expireInSeconds * 1000;
    const mine = running.get(name) ?? new Set();
    running.set(name, mine);
    for (const job of jobs) mine.add(job.id);
    const results = await Promise.allSettled(
      jobs.map((job) =>
        withTimeout(
          // A payload that does not parse fails its job, not the whole batch.
          (async () => run(jobPayloads[name].parse(job.data)))(),
          expiry,
          `job ${name} ran past its ${expiry / 1000} s`,
        ),
      ),
    );
    for (const job of jobs) mine.delete(job.id);
    const done = jobs.filter((_, i) => results[i]?.status === 'fulfilled').map((job) => job.id);
    if (done.length > 0) await boss.complete(name, done);
    for (const [i, result] of results.entries()) {
      if (result.status === 'rejected')
        await boss.fail(name, jobs[i]!.id, { message: failureMessageOf(result.reason) });
    }
  };

  const queue: PgBossQueue = {
    boss,
    async send(name, payload, sendOptions = {}) {
      const data = jobPayloads[name].parse(payload);
      const { cron: _cron, batchSize: _batchSize, ...policy } = jobPolicies[name];
      const db = sendOptions.tx ? jobSqlOf(sendOptions.tx) : undefined;
      const id = await boss.send(name, data, { ...policy, ...(db ? { db } : {}) });
      // pg-boss answers null when the queue does not exist: a job silently lost.
      if (!id) throw new Error(`job ${name} was not stored`);
      if (sendOptions.tx) await noteJobSent(sendOptions.tx, name);
    },

    insertSql: jobInsertSql,

    async start(handlers: JobHandlers) {
      await boss.start();
      for (const name of JOB_NAMES) {
        const { cron, batchSize: _batchSize, ...policy } = jobPolicies[name];
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
      const loop = startWorkerLoop<PgBoss.Job>({
        batchSize: jobPolicies[name].batchSize,
        pollMs: timings.pollIntervalSeconds * 1000,
        fetch: (limit) => boss.fetch(name, { batchSize: limit }),
        runBatch: (jobs) => runBatch(name, jobs, run),
        onError: (err) => options.log.error({ err, queue: name }, 'job queue error'),
        gatherMs: WAKE_GATHER_MS,
      });
      const loops = workers.get(name) ?? new Set();
      loops.add(loop);
      workers.set(name, loops);
      return async () => {
        loops.delete(loop);
        await loop.stop();
      };
    },

    async wake(names) {
      for (const name of names) for (const loop of workers.get(name) ?? []) loop.wake();
    },

    async stop() {
      const loops = [...workers.values()].flatMap((set) => [...set]);
      workers.clear();
      // Batches under way finish; jobs that outlast the timeout are failed over to a retry at once
      // (the clock's jobs run again at their next time), not left active until they expire.
      await Promise.race([Promise.all(loops.map((loop) => loop.stop())), sleep(timings.stopTimeoutMs)]);
      for (const [name, ids] of running) {
        for (const id of ids)
          await boss
            .fail(name, id, { message: 'the instance stopped before the job finished' })
            .catch((err: unknown) => options.log.warn({ err, queue: name }, 'a job under way not released'));
        ids.clear();
      }
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
