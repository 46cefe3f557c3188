import { jobPayloads, type JobName } from './job-catalogue.ts';
import type { JobHandlers, JobQueue } from './job-queue.ts';
import { runWithJobQueue } from './job-scope.ts';

export interface SentJob {
  name: JobName;
  payload: unknown;
  inTransaction: boolean;
}

/**
 * The tests' queue, where a test does not care how jobs travel: a job sent outside a transaction
 * runs at once (so a mail is in the inbox when the request answers, as before the queue), once,
 * its failure logged. A job sent inside a transaction cannot know whether that commits: it is only
 * recorded in `sent`. Tests of the queue itself, and of jobs across instances, use pg-boss.
 */
export function createInlineJobQueue(
  log: { warn(obj: object, msg: string): void } = console,
): JobQueue & { sent: SentJob[] } {
  let handlers: JobHandlers | undefined;
  const queue: JobQueue & { sent: SentJob[] } = {
    sent: [],
    async send(name, payload, options = {}) {
      const data = jobPayloads[name].parse(payload);
      queue.sent.push({ name, payload: data, inTransaction: options.tx !== undefined });
      if (options.tx || !handlers) return;
      const handler = handlers[name] as (payload: unknown) => Promise<void>;
      await runWithJobQueue(queue, () => handler(data)).catch((err: unknown) =>
        log.warn({ err, job: name }, 'job failed (inline queue: not retried)'),
      );
    },
    async start(given) {
      handlers = given;
    },
    async stop() {
      handlers = undefined;
    },
  };
  return queue;
}
