import { randomUUID } from 'node:crypto';
import { jobPayloads, type JobName } from './job-catalogue.ts';
import type { FailedJob, JobHandlers, JobQueueKeepingFailures } from './job-queue.ts';
import { failureMessageOf } from './failed-jobs.ts';
import { noteJobSent } from './job-scope.ts';

export interface SentJob {
  name: JobName;
  payload: unknown;
  inTransaction: boolean;
}

/**
 * The tests' queue, where a test does not care how jobs travel: a job sent outside a transaction
 * runs at once (so a mail is in the inbox when the request answers, as before the queue), once,
 * its failure logged and remembered in memory until retried. A job sent inside a transaction
 * is recorded in `sent` and held: it runs when the request (or job) that sent it is over and wakes
 * the queue, as a worker would find it once the transaction committed. Tests of the queue itself,
 * and of jobs across instances, use pg-boss.
 */
export function createInlineJobQueue(
  log: { warn(obj: object, msg: string): void } = console,
): JobQueueKeepingFailures & { sent: SentJob[] } {
  let handlers: JobHandlers | undefined;
  const failed = new Map<string, FailedJob>();
  const held: { name: JobName; payload: unknown }[] = [];

  const run = async (name: JobName, payload: unknown): Promise<unknown> => {
    if (!handlers) return new Error('the queue is stopped');
    const handler = handlers[name] as (payload: unknown) => Promise<void>;
    return (async () => handler(payload))().then(
      () => undefined,
      (err: unknown) => err ?? new Error('job failed'),
    );
  };

  const queue: JobQueueKeepingFailures & { sent: SentJob[] } = {
    sent: [],
    async send(name, payload, options = {}) {
      const data = jobPayloads[name].parse(payload);
      queue.sent.push({ name, payload: data, inTransaction: options.tx !== undefined });
      if (options.tx) {
        held.push({ name, payload: data });
        await noteJobSent(options.tx, name);
        return;
      }
      await runNow(name, data);
    },
    async wake(names) {
      const due = held.filter((job) => names.includes(job.name));
      held.splice(0, held.length, ...held.filter((job) => !names.includes(job.name)));
      for (const job of due) await runNow(job.name, job.payload);
    },
    async start(given) {
      handlers = given;
    },
    async stop() {
      handlers = undefined;
    },
    async listFailed(limit = 100) {
      return [...failed.values()].reverse().slice(0, limit);
    },
    async retryFailed(name, id) {
      const job = failed.get(id);
      if (!job || job.name !== name) return false;
      const err = await run(name, job.payload);
      if (!err) failed.delete(id);
      else
        failed.set(id, {
          ...job,
          error: failureMessageOf(err),
          failedAt: new Date(),
          retryCount: job.retryCount + 1,
        });
      return true;
    },
  };

  async function runNow(name: JobName, data: unknown) {
    if (!handlers) return;
    const err = await run(name, data);
    if (!err) return;
    log.warn({ err, job: name }, 'job failed (inline queue: kept until retried)');
    const id = randomUUID();
    failed.set(id, {
      name,
      id,
      payload: data,
      error: failureMessageOf(err),
      failedAt: new Date(),
      retryCount: 0,
    });
  }

  return queue;
}
