import { z } from 'zod';

/** The administrator's console, Operations (issue 16): waiting tips, failed webhooks and jobs, configuration. */

// Tips waiting for reconciliation

export const adminWaitingTip = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** What the giver is charged, in minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['pending', 'requiresAction']),
  provider: z.string(),
  providerPaymentId: z.string().nullable(),
  receiver: z.object({ id: z.string(), username: z.string(), fullName: z.string().nullable() }),
  ageSeconds: z.number().int(),
});
export type AdminWaitingTip = z.infer<typeof adminWaitingTip>;

export const adminWaitingTipsData = z.object({ tips: z.array(adminWaitingTip) });
export type AdminWaitingTipsData = z.infer<typeof adminWaitingTipsData>;

export const adminTipIdParams = z.object({ tipId: z.string({ error: 'notFound' }).uuid('notFound') });

export const adminTipCheckData = z.object({
  tipId: z.string(),
  status: z.string(),
  verdict: z.enum(['settled', 'abandoned', 'stillPending']),
});
export type AdminTipCheckData = z.infer<typeof adminTipCheckData>;

// Failed webhooks

export const WEBHOOK_FAILURE_STATES = ['failed', 'resolved'] as const;

export const adminWebhooksQuery = z.object({
  state: z.enum(WEBHOOK_FAILURE_STATES, { error: 'invalidRequest' }).default('failed'),
});

export const adminWebhookFailure = z.object({
  id: z.string(),
  provider: z.string(),
  eventId: z.string(),
  type: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  firstFailedAt: z.string(),
  lastFailedAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminWebhookFailure = z.infer<typeof adminWebhookFailure>;

export const adminWebhooksData = z.object({ webhooks: z.array(adminWebhookFailure) });
export type AdminWebhooksData = z.infer<typeof adminWebhooksData>;

export const adminWebhookIdParams = z.object({ id: z.string({ error: 'notFound' }).uuid('notFound') });

export const adminWebhookRetryData = z.object({ webhook: adminWebhookFailure, succeeded: z.boolean() });
export type AdminWebhookRetryData = z.infer<typeof adminWebhookRetryData>;

// Failed jobs

export const adminFailedJob = z.object({
  name: z.string(),
  id: z.string(),
  payload: z.unknown(),
  error: z.string(),
  failedAt: z.string(),
  retryCount: z.number().int(),
});
export type AdminFailedJob = z.infer<typeof adminFailedJob>;

export const adminJobsData = z.object({ jobs: z.array(adminFailedJob) });
export type AdminJobsData = z.infer<typeof adminJobsData>;

export const adminJobParams = z.object({
  name: z.string({ error: 'notFound' }).max(100, 'notFound'),
  id: z.string({ error: 'notFound' }).max(100, 'notFound'),
});

export const adminJobRetryData = z.object({ name: z.string(), id: z.string() });

// Configuration (read-only; a secret is only ever "set" or not)

export const adminConfigData = z.object({
  platformFee: z.object({ bps: z.number().int(), payoutHoldHours: z.number().int() }),
  payments: z.object({
    cardProvider: z.enum(['sandbox', 'stripe']),
    providers: z.array(z.object({ name: z.string(), configured: z.boolean(), webhooks: z.boolean() })),
  }),
  publicUrl: z.string(),
  mail: z.object({ smtp: z.boolean(), from: z.string() }),
  redis: z.boolean(),
  database: z.enum(['pglite', 'postgresql']),
  push: z.boolean(),
  versions: z.object({ app: z.string(), node: z.string() }),
  secrets: z.array(z.object({ name: z.string(), set: z.boolean() })),
});
export type AdminConfigData = z.infer<typeof adminConfigData>;
