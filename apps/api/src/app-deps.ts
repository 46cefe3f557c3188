import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { GoogleTokenVerifier } from './integrations/google/google-token-verifier.ts';
import type { ImageStore } from './integrations/storage/image-store.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { JobQueueTimings } from './jobs/pg-boss-queue.ts';
import type { PlaceDirectory } from './integrations/places/place-directory.ts';
import type { PushSender } from './integrations/push/push-sender.ts';
import type { LiveBus } from './modules/live/live-bus.ts';
import type { LiveTimings } from './modules/live/live-session.ts';

/** Everything outside the process that the API talks to, chosen by main.ts or by a test. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  google: GoogleTokenVerifier;
  images: ImageStore;
  redis?: Redis;
  /** Web Push (VAPID); undefined when push is off (no keys, see integrations/push/vapid-keys.ts). */
  push?: PushSender;
  /** Live delivery's fan-out; buildApp makes one from `redis` (or in-process) when not given. */
  liveBus?: LiveBus;
  /** Shorter timers for tests; the defaults are in live-session.ts. */
  liveTimings?: Partial<LiveTimings>;
  /** Background jobs; buildApp makes a pg-boss queue on `db` when not given (tests pass an inline one). */
  jobs?: JobQueue;
  /** Shorter job-queue timers for tests; JOBS_POLL_INTERVAL_SECONDS sets the polling otherwise. */
  jobTimings?: Partial<JobQueueTimings>;
  /** Place search and details; buildApp picks Google or the local catalogue from config when not given. */
  places?: PlaceDirectory;
  now?: () => Date;
}
