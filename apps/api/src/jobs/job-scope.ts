import { AsyncLocalStorage } from 'node:async_hooks';
import type { JobName } from './job-catalogue.ts';
import type { JobQueue } from './job-queue.ts';

/** The queue of one request or job, and which kinds of job it stored inside a transaction. */
export interface JobScope {
  queue: JobQueue;
  sentInTransaction: Set<JobName>;
}

const scope = new AsyncLocalStorage<JobScope>();

export const newJobScope = (queue: JobQueue): JobScope => ({ queue, sentInTransaction: new Set() });

/**
 * The app's queue for code that runs inside a request or a job but is not handed one, such as
 * notify() deep in other services' transactions. Keyed by the async context, not the process,
 * so two apps in one process (tests, benches) each reach their own.
 */
export const runInJobScope = <T>(given: JobScope, fn: () => T): T => scope.run(given, fn);

/**
 * Runs `fn` in a scope of its own, then wakes the workers of the jobs it stored in a transaction:
 * by then that transaction has committed (or rolled back), so they find them at once.
 */
export async function runWithJobQueue<T>(queue: JobQueue, fn: () => Promise<T>): Promise<T> {
  const own = newJobScope(queue);
  const result = await runInJobScope(own, fn);
  await wakeWorkersOf(own);
  return result;
}

export async function wakeWorkersOf(done: JobScope): Promise<void> {
  if (done.sentInTransaction.size === 0) return;
  const names = [...done.sentInTransaction];
  done.sentInTransaction.clear();
  await done.queue.wake?.(names);
}

/** The queue of the request or job under way; none in scripts (seed, admin) and bare service tests. */
export const currentJobQueue = (): JobQueue | undefined => scope.getStore()?.queue;

/** Notes a job stored in the caller's transaction, for the wake-up once the work is done. */
export const noteSentInTransaction = (name: JobName): void => {
  scope.getStore()?.sentInTransaction.add(name);
};
