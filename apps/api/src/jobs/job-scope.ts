import { AsyncLocalStorage } from 'node:async_hooks';
import type { JobQueue } from './job-queue.ts';

const scope = new AsyncLocalStorage<JobQueue>();

/**
 * The app's queue for code that runs inside a request or a job but is not handed one, such as
 * notify() deep in other services' transactions. Keyed by the async context, not the process,
 * so two apps in one process (tests, benches) each reach their own.
 */
export const runWithJobQueue = <T>(queue: JobQueue, fn: () => T): T => scope.run(queue, fn);

/** The queue of the request or job under way; none in scripts (seed, admin) and bare service tests. */
export const currentJobQueue = (): JobQueue | undefined => scope.getStore();
