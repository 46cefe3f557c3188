import type { Db } from '../db/client.ts';
import type { JobName } from './job-catalogue.ts';
import type { JobQueue } from './job-queue.ts';

/** The queue an app's database handle (or one of its transactions) sends jobs to. */
interface JobScope {
  queue: JobQueue;
  /** Jobs stored in an open transaction, woken once it commits; null outside a transaction. */
  sentInTransaction: Set<JobName> | null;
}

const scopes = new WeakMap<object, JobScope>();

/**
 * The app's own handle on a database that other apps may share (tests, benches): the same
 * connections, carrying this app's job queue, so that notify(), deep in a service's transaction,
 * sends its jobs in that transaction and the workers are woken right after the commit. Kept on the
 * handle rather than in an AsyncLocalStorage: on Node 20 one turns on a hook for every promise of
 * the process, a sixth of the API's CPU in the tip burst (docs/busy-night.md).
 */
export function withJobQueue(db: Db, queue: JobQueue): Db {
  const own = Object.create(db) as Db;
  scopes.set(own, { queue, sentInTransaction: null });
  noteJobsOfTransactions(own, queue, null);
  return own;
}

function noteJobsOfTransactions(handle: Db, queue: JobQueue, outer: Set<JobName> | null): void {
  const begin = handle.transaction;
  const transaction = async (work: (tx: Db) => Promise<unknown>, config?: unknown) => {
    const sent = outer ?? new Set<JobName>();
    const result = await begin.call(
      handle,
      (tx) => {
        scopes.set(tx, { queue, sentInTransaction: sent });
        noteJobsOfTransactions(tx as unknown as Db, queue, sent);
        return work(tx as unknown as Db);
      },
      config as never,
    );
    // Only the outermost transaction commits; a savepoint's jobs wait for it.
    if (!outer && sent.size > 0) await queue.wake?.([...sent]);
    return result;
  };
  Object.defineProperty(handle, 'transaction', { value: transaction, configurable: true, writable: true });
}

/** The queue of the app whose handle this is; none in scripts (seed, admin) and bare service tests. */
export const jobQueueOf = (db: Db): JobQueue | undefined => scopes.get(db)?.queue;

/**
 * Notes a job stored through `db`: inside a transaction the workers are woken once it commits,
 * outside one (the statement has committed) at once.
 */
export async function noteJobSent(db: Db, name: JobName): Promise<void> {
  const scope = scopes.get(db);
  if (!scope) return;
  if (scope.sentInTransaction) scope.sentInTransaction.add(name);
  else await scope.queue.wake?.([name]);
}
