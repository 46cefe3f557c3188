import type { SQL } from 'drizzle-orm';
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

/** A job that used up its retries (or had none): kept until someone retries it or it expires. */
export interface FailedJob {
  name: JobName;
  id: string;
  payload: unknown;
  /** The error's message only: a stack can carry addresses and secrets. */
  error: string;
  failedAt: Date;
  /** Tries after the first that it already had. */
  retryCount: number;
}

/** Background work: any instance sends, any instance takes; a failed job is retried with backoff. */
export interface JobQueue {
  send<N extends JobName>(name: N, payload: JobPayload<N>, options?: SendJobOptions): Promise<void>;
  /**
   * A job as SQL to put inside a statement of the caller's (a queue on the app's database only):
   * stored if and only if `onlyIf` holds and the statement commits. The caller notes it sent
   * (`noteJobSent`) so the workers are woken once it has committed.
   */
  insertSql?(name: JobName, data: SQL, onlyIf: SQL): SQL;
  /** Starts taking jobs (and, where the queue does, running the clock's jobs). */
  start(handlers: JobHandlers): Promise<void>;
  /** Stops taking jobs; jobs under way finish, or are released for another instance. */
  stop(): Promise<void>;
  /**
   * Jobs of these kinds were just committed (stored in a transaction that is now over): this
   * instance's workers look for them at once instead of at their next poll.
   */
  wake?(names: JobName[]): Promise<void>;
  /**
   * Jobs that failed for good, the latest first (for the administrator's console). Optional: a
   * test's stand-in queue may keep none.
   */
  listFailed?(limit?: number): Promise<FailedJob[]>;
  /** Runs a failed job again; false when there is no failed job of that name and id. */
  retryFailed?(name: JobName, id: string): Promise<boolean>;
}

/** A queue that keeps its failed jobs (pg-boss, and the tests' inline queue). */
export type JobQueueKeepingFailures = JobQueue & Required<Pick<JobQueue, 'listFailed' | 'retryFailed'>>;
