import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { createJobHandlers } from './job-handlers.ts';
import type { JobQueue } from './job-queue.ts';
import { runWithJobQueue } from './job-scope.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { createQueuedMailer } from './queued-mailer.ts';

/**
 * The app's job queue (deps.jobs, else pg-boss on the app's database): it takes jobs once the app
 * is ready and stops with it (jobs under way finish or are released). Requests run inside its
 * scope so that notify(), deep in a service's transaction, can send jobs in that transaction.
 */
export function registerJobs(app: FastifyInstance, deps: AppDeps): { jobs: JobQueue; queuedMailer: Mailer } {
  const jobs =
    deps.jobs ??
    createPgBossQueue({
      db: deps.db,
      log: app.log,
      timings: { pollIntervalSeconds: deps.config.JOBS_POLL_INTERVAL_SECONDS, ...deps.jobTimings },
    });
  const queuedMailer = createQueuedMailer(jobs);
  // preHandler, not onRequest: a body is read in the socket's context, and the handler follows this hook.
  app.addHook('preHandler', (_request, _reply, done) => runWithJobQueue(jobs, done));
  app.addHook('onReady', async () => {
    const now = deps.now ?? (() => new Date());
    await jobs.start(createJobHandlers({ ...deps, now, queuedMailer, log: app.log }));
  });
  app.addHook('onClose', async () => jobs.stop());
  return { jobs, queuedMailer };
}
