import { z } from 'zod';

const mailMessage = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
});

/** Every job there is, with the payload it carries: checked when sent and again when taken. */
export const jobPayloads = {
  /** One mail, rendered when it was asked for; the worker hands it to the configured mailer. */
  'mail-send': mailMessage,
  /** Web Push for notifications just made (sent in the transaction that made them). */
  'notification-push': z.object({ notificationIds: z.array(z.uuid()).min(1) }),
  /** Every minute: tips left pending by a request that died after charging are settled. */
  'tips-reconcile': z.object({}),
  /** Every minute: due daily/weekly pool share-outs, then shares paid on to linked accounts. */
  'pool-share-outs': z.object({}),
  /** Every 5 minutes: sandbox business subscriptions renewed, retried, lapsed or ended when due. */
  'billing-renew-due': z.object({}),
  /** Every minute: withdrawals left pending (provider unreachable, or a crash before its answer) sent again. */
  'payouts-retry': z.object({}),
} as const;

export type JobName = keyof typeof jobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloads)[N]>;
export const JOB_NAMES = Object.keys(jobPayloads) as JobName[];

export interface JobPolicy {
  /** Attempts after the first; a failure waits retryDelay seconds, doubling (with jitter) each time. */
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A job taken and not finished within this time counts as failed (its process died) and is retried. */
  expireInSeconds: number;
  /** Run by the clock (cron, UTC) on one instance at a time instead of when sent. */
  cron?: string;
}

export const jobPolicies: Record<JobName, JobPolicy> = {
  // 30 s, 1, 2, 4 ... minutes: about 4 hours of tries before a mail is given up.
  'mail-send': { retryLimit: 9, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  'notification-push': { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  // The next minute's run is the retry.
  'tips-reconcile': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
    cron: '* * * * *',
  },
  'pool-share-outs': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
    cron: '* * * * *',
  },
  'billing-renew-due': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
    cron: '*/5 * * * *',
  },
  // The next minute's run is the retry.
  'payouts-retry': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
    cron: '* * * * *',
  },
};
