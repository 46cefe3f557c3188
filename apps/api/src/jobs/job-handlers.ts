import type { AppDeps } from '../app-deps.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { paymentProviderOf } from '../integrations/payments/payment-provider-registry.ts';
import { deliverNotifications } from '../modules/notifications/deliver-notifications.ts';
import type { LiveBus } from '../modules/live/live-bus.ts';
import { runDueShareOuts } from '../modules/team-pool/pool-scheduler.ts';
import { payPendingTransfers } from '../modules/team-pool/pool-transfers.service.ts';
import { reconcilePendingTips } from '../modules/transactions/reconcile-tips.service.ts';
import { tipProvidersOf } from '../modules/transactions/tip-providers.ts';
import { expireAbandonedFirstPayments } from '../modules/billing/abandoned-first-payments.ts';
import { billingProviderOf } from '../modules/billing/billing-registry.ts';
import { renewDueSubscriptions } from '../modules/billing/renewals.service.ts';
import { retryPendingPayouts } from '../modules/payouts/retry-pending-payouts.ts';
import type { JobHandlers, JobQueue } from './job-queue.ts';
import { sendMailOnce } from './send-mail-once.ts';

export interface JobHandlerDeps extends AppDeps {
  now: () => Date;
  liveBus: LiveBus;
  /** Mail from inside a job goes through the queue too (a receipt of a tip reconciled). */
  queuedMailer: Mailer;
  /** The app's queue: a job that owes further jobs (a notification's mail) stores them here. */
  jobs: JobQueue;
  log: { warn(obj: object, msg: string): void };
}

/** What each job does; the queue calls these on whichever instance takes the job. */
export function createJobHandlers(deps: JobHandlerDeps): JobHandlers {
  const { db } = deps;
  return {
    'mail-send': (message) =>
      sendMailOnce(
        { db, mailer: deps.mailer, mailDomain: new URL(deps.config.PUBLIC_URL).hostname },
        message,
      ),

    'notifications-deliver': (job) =>
      deliverNotifications(
        {
          db,
          liveBus: deps.liveBus,
          push: deps.push,
          sendMail: (message) => deps.jobs.send('mail-send', message),
          publicUrl: deps.config.PUBLIC_URL,
        },
        job,
        { now: deps.now(), log: deps.log },
      ),

    'tips-reconcile': async () => {
      await reconcilePendingTips({
        db,
        providers: tipProvidersOf(deps),
        now: deps.now(),
      });
    },

    'pool-share-outs': async () => {
      // Shares already made are paid on even when a team's share-out failed.
      const shared = await runDueShareOuts(deps, deps.now()).then(
        () => null,
        (error: unknown) => error,
      );
      await payPendingTransfers(deps, { now: deps.now() });
      if (shared) throw shared;
    },

    'billing-renew-due': async () => {
      const payments = paymentProviderOf(deps);
      const now = deps.now();
      if (billingProviderOf(deps).name === 'sandbox')
        await expireAbandonedFirstPayments({ db, payments, now });
      await renewDueSubscriptions({
        db,
        payments,
        mailer: deps.queuedMailer,
        publicUrl: deps.config.PUBLIC_URL,
        now,
      });
    },

    'payouts-retry': async () => {
      await retryPendingPayouts(deps, deps.log);
    },
  };
}
