import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { createJobHandlers } from './job-handlers.ts';
import type { JobQueue } from './job-queue.ts';
import { newJobScope, runInJobScope, wakeWorkersOf, type JobScope } from './job-scope.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';
import { createQueuedMailer } from './queued-mailer.ts';
import type { LiveBus } from '../modules/live/live-bus.ts';

/**
 * The app's job queue (deps.jobs, else pg-boss on the app's database): it takes jobs once the app
 * is ready and stops with it (jobs under way finish or are released). Requests run inside its
 * scope so that notify(), deep in a service's transaction, can send jobs in that transaction; when
 * the answer goes out (the transaction is over) the workers of those jobs are woken.
 */
export function registerJobs(
  app: FastifyInstance,
  deps: AppDeps & { liveBus: LiveBus },
): { jobs: JobQueue; queuedMailer: Mailer } {
  const jobs =
    deps.jobs ??
    createPgBossQueue({
      db: deps.db,
      log: app.log,
      timings: { pollIntervalSeconds: deps.config.JOBS_POLL_INTERVAL_SECONDS, ...deps.jobTimings },
    });
  const queuedMailer = createQueuedMailer(jobs);
  const scopes = new WeakMap<FastifyRequest, JobScope>();
  // preHandler, not onRequest: a body is read in the socket's context, and the handler follows this hook.
  app.addHook('preHandler', (request, _reply, done) => {
    const scope = newJobScope(jobs);
    scopes.set(request, scope);
    runInJobScope(scope, done);
  });
  app.addHook('onSend', async (request) => {
    const scope = scopes.get(request);
    if (scope) await wakeWorkersOf(scope);
  });
  app.addHook('onReady', async () => {
    const now = deps.now ?? (() => new Date());
    await jobs.start(createJobHandlers({ ...deps, jobs, now, queuedMailer, log: app.log }));
  });
  app.addHook('onClose', async () => jobs.stop());
  return { jobs, queuedMailer };
}
