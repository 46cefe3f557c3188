import type { AppDeps } from '../app-deps.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import { paymentProviderOf } from '../integrations/payments/payment-provider-registry.ts';
import { deliverPushForNotifications } from '../modules/push/push-delivery.ts';
import { runDueShareOuts } from '../modules/team-pool/pool-scheduler.ts';
import { payPendingTransfers } from '../modules/team-pool/pool-transfers.service.ts';
import { reconcilePendingTips } from '../modules/transactions/reconcile-tips.service.ts';
import { tipProvidersOf } from '../modules/transactions/tip-providers.ts';
import { sendTipReceipt } from '../modules/transactions/tip-receipt.ts';
import { renewDueSubscriptions } from '../modules/billing/renewals.service.ts';
import { retryPendingPayouts } from '../modules/payouts/retry-pending-payouts.ts';
import type { JobHandlers } from './job-queue.ts';

export interface JobHandlerDeps extends AppDeps {
  now: () => Date;
  /** Mail from inside a job goes through the queue too (a receipt of a tip reconciled). */
  queuedMailer: Mailer;
  log: { warn(obj: object, msg: string): void };
}

/** What each job does; the queue calls these on whichever instance takes the job. */
export function createJobHandlers(deps: JobHandlerDeps): JobHandlers {
  const { db } = deps;
  return {
    'mail-send': (message) => deps.mailer.send(message),

    // Without VAPID keys (deps.push undefined) nobody can have subscribed: nothing to do.
    'notification-push': ({ notificationIds }) =>
      deliverPushForNotifications(db, deps.push, notificationIds, { now: deps.now(), log: deps.log }),

    'tips-reconcile': async () => {
      await reconcilePendingTips({
        db,
        providers: tipProvidersOf(deps),
        now: deps.now(),
        onPaid: (tip) => sendTipReceipt({ mailer: deps.queuedMailer, db, tip }),
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

    'billing-renew-due': () =>
      renewDueSubscriptions({
        db,
        payments: paymentProviderOf(deps),
        mailer: deps.queuedMailer,
        publicUrl: deps.config.PUBLIC_URL,
        now: deps.now(),
      }),

    'payouts-retry': async () => {
      await retryPendingPayouts(deps, deps.log);
    },
  };
}
