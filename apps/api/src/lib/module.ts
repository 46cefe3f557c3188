import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { PlaceDirectory } from '../integrations/places/place-directory.ts';
import type { authHooks } from './authenticate.ts';

/** What every module's routes plugin receives: the app's outside world and the auth hooks. */
export interface ModuleOptions {
  /** `queuedMailer` sends through the job queue (retried); `mailer` sends at once. */
  deps: AppDeps & { now: () => Date; jobs: JobQueue; queuedMailer: Mailer; places: PlaceDirectory };
  auth: ReturnType<typeof authHooks>;
}

export type ModuleRoutes = FastifyPluginAsync<ModuleOptions>;
