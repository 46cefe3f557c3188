import type { Db } from '../db/client.ts';
import type { JobName, JobPayload } from './job-catalogue.ts';

export interface SendJobOptions {
  /**
   * The caller's transaction: the job then exists if and only if that transaction commits.
   * Without it the job is stored at once (send after the event committed).
   */
  tx?: Db;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>) => Promise<void>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

/** Background work: any instance sends, any instance takes; a failed job is retried with backoff. */
export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: SendJobOptions): Promise<void>;
  /** Starts taking jobs (and, where the queue does, running the clock's jobs). */
  start(handlers: JobHandlers): Promise<void>;
  /** Stops taking jobs; jobs under way finish, or are released for another instance. */
  stop(): Promise<void>;
}
