import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { createJobHandlers } from './job-handlers.ts';
import type { JobQueue } from './job-queue.ts';
import { withJobQueue } from './job-scope.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { createQueuedMailer } from './queued-mailer.ts';
import type { LiveBus } from '../modules/live/live-bus.ts';

/**
 * The app's job queue (deps.jobs, else pg-boss on the app's database): it takes jobs once the app
 * is ready and stops with it (jobs under way finish or are released), and the app's handle on its
 * database carrying that queue (`withJobQueue`): notify(), deep in a service's transaction, sends
 * its jobs in that transaction, and the workers are woken once it commits.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: AppDeps & { liveBus: LiveBus },
): { jobs: JobQueue; queuedMailer: Mailer; db: Db } {
  const jobs =
    deps.jobs ??
    createPgBossQueue({
      db: deps.db,
      log: app.log,
      timings: { pollIntervalSeconds: deps.config.JOBS_POLL_INTERVAL_SECONDS, ...deps.jobTimings },
    });
  const queuedMailer = createQueuedMailer(jobs);
  const db = withJobQueue(deps.db, jobs);
  app.addHook('onReady', async () => {
    const now = deps.now ?? (() => new Date());
    await jobs.start(createJobHandlers({ ...deps, db, jobs, now, queuedMailer, log: app.log }));
  });
  app.addHook('onClose', async () => jobs.stop());
  return { jobs, queuedMailer, db };
}
