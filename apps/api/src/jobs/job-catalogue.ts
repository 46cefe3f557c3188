import { z } from 'zod';

const mailMessage = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  /**
   * What the mail is about, once (e.g. `receipt:<tipId>`): a retry after the mail went out does not
   * send it again, and its Message-ID is made from it so a mailbox shows one mail however it travels.
   */
  key: z.string().min(1).max(200).optional(),
});

/** Every job there is, with the payload it carries: checked when sent and again when taken. */
export const jobPayloads = {
  /** One mail, rendered when it was asked for; the worker hands it to the configured mailer. */
  'mail-send': mailMessage,
  /**
   * Notifications just made (sent in the transaction that made them): told live to every instance
   * that holds a socket of theirs, by Web Push to the people who subscribed a device, and by mail
   * for the kinds told by mail.
   */
  'notifications-deliver': z.object({
    notifications: z.array(z.tuple([z.uuid(), z.uuid()])).min(1),
    pushIds: z.array(z.uuid()),
    /** Those also owed a mail (their kind is mailed, and the person has an address). */
    mailIds: z.array(z.uuid()).default([]),
  }),
  /** Every minute: tips left pending by a request that died after charging are settled. */
  'tips-reconcile': z.object({}),
  /** Every minute: due daily/weekly pool share-outs, then shares paid on to linked accounts. */
  'pool-share-outs': z.object({}),
  /**
   * Every 5 minutes: sandbox business subscriptions renewed, retried, lapsed or ended when due, and
   * first payments left waiting for 3-D Secure for 23 hours given up (their promo code use freed).
   */
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
  /**
   * Jobs taken at once by one instance (one fetch, run side by side, completed together). Each
   * queue has its own worker, so a long job of one kind never holds up another kind.
   */
  batchSize: number;
}

export const jobPolicies: Record<JobName, JobPolicy> = {
  // 30 s, 1, 2, 4 ... minutes: about 4 hours of tries before a mail is given up.
  'mail-send': { retryLimit: 9, retryDelay: 30, retryBackoff: true, expireInSeconds: 60, batchSize: 20 },
  // A publish and a few pushes: quick, so many side by side; a dead instance's batch is retried soon.
  'notifications-deliver': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 30,
    batchSize: 50,
  },
  // The next minute's run is the retry. Runs go one at a time, so the run of an instance that died
  // holds the next ones back until it expires: soon after a run's 40 s of work (reconcile-tips).
  'tips-reconcile': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 90,
    cron: '* * * * *',
    batchSize: 1,
  },
  'pool-share-outs': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
    cron: '* * * * *',
    batchSize: 1,
  },
  'billing-renew-due': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 600,
    cron: '*/5 * * * *',
    batchSize: 1,
  },
  // The next minute's run is the retry.
  'payouts-retry': {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 300,
    cron: '* * * * *',
    batchSize: 1,
  },
};
