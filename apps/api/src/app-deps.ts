import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './integrations/mail/mailer.ts';
import type { GoogleTokenVerifier } from './integrations/google/google-token-verifier.ts';
import type { ImageStore } from './integrations/storage/image-store.ts';
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
  /** Live delivery's fan-out; buildApp makes one from `redis` (or in-process) when not given. */
  liveBus?: LiveBus;
  /** Shorter timers for tests; the defaults are in live-session.ts. */
  liveTimings?: Partial<LiveTimings>;
  now?: () => Date;
}
