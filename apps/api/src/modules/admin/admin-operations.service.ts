import { and, asc, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type Stripe from 'stripe';
import type {
  AdminTipCheckData,
  AdminWaitingTipsData,
  AdminWebhookFailure,
  AdminWebhookRetryData,
  AdminWebhooksData,
} from '@opentip/shared/schemas/admin-operations.schema';
import { tips, webhookFailures } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { JOB_NAMES, type JobName } from '../../jobs/job-catalogue.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { ModuleOptions } from '../../lib/module.ts';
import { applyFlutterwaveEvent } from '../flutterwave/flutterwave.routes.ts';
import { applyStripeEvent } from '../payments/stripe-webhook.routes.ts';
import {
  replayWebhookFailure,
  type WebhookFailureRow,
  type WebhookReplayers,
} from '../payments/webhook-failures.ts';
import { applyPaypalEvent } from '../paypal/paypal-webhook.routes.ts';
import type { PaypalEvent } from '../paypal/paypal-webhook.service.ts';
import { reconcileTip } from '../transactions/reconcile-tips.service.ts';
import { tipProvidersOf } from '../transactions/tip-providers.ts';
import { recordAdminAction } from './audit-log.ts';

type Deps = ModuleOptions['deps'];
type Log = { error(obj: object, msg: string): void };

/** A tip younger than this may still be in its request's hands: not listed as waiting. */
export const WAITING_AFTER_MS = 5 * 60 * 1000;
const LIST_LIMIT = 200;
const WAITING = ['pending', 'requiresAction'] as const;

export async function listWaitingTips(deps: Deps): Promise<AdminWaitingTipsData> {
  const now = deps.now();
  const rows = await deps.db
    .select({ tip: tips, receiver: { id: users.id, username: users.username, fullName: users.fullName } })
    .from(tips)
    .innerJoin(users, eq(users.id, tips.receiverUserId))
    .where(
      and(inArray(tips.status, [...WAITING]), lt(tips.createdAt, new Date(now.getTime() - WAITING_AFTER_MS))),
    )
    .orderBy(asc(tips.createdAt))
    .limit(LIST_LIMIT);
  return {
    tips: rows.map(({ tip, receiver }) => ({
      id: tip.id,
      createdAt: tip.createdAt.toISOString(),
      amount: tip.totalAmount,
      currency: tip.currency,
      status: tip.status as (typeof WAITING)[number],
      provider: tip.provider,
      providerPaymentId: tip.providerPaymentId,
      receiver,
      ageSeconds: Math.floor((now.getTime() - tip.createdAt.getTime()) / 1000),
    })),
  };
}

/** Asks the tip's provider now and settles it as the reconcile job would. */
export async function checkWaitingTip(
  deps: Deps,
  adminUserId: string,
  tipId: string,
): Promise<AdminTipCheckData> {
  const { db } = deps;
  const now = deps.now();
  const [before] = await db.select().from(tips).where(eq(tips.id, tipId));
  if (!before) throw notFound('transactionNotFound', 'TIP_NOT_FOUND');
  const verdict = await reconcileTip(
    {
      db,
      providers: tipProvidersOf(deps),
      now,
    },
    tipId,
  );
  if (!verdict) throw conflict('adminTipNotWaiting', 'TIP_NOT_WAITING');
  const [after] = await db.select().from(tips).where(eq(tips.id, tipId));
  const status = after?.status ?? before.status;
  // The provider was asked outside any transaction (none waits on a provider): the entry follows.
  await recordAdminAction(db, {
    adminUserId,
    action: 'tip.reconcile',
    targetType: 'tip',
    targetId: tipId,
    before: { status: before.status },
    after: { status, verdict },
    at: now,
  });
  return { tipId, status, verdict };
}

const presentWebhook = (row: WebhookFailureRow): AdminWebhookFailure => ({
  id: row.id,
  provider: row.provider,
  eventId: row.eventId,
  type: row.type,
  error: row.error,
  attempts: row.attempts,
  firstFailedAt: row.firstFailedAt.toISOString(),
  lastFailedAt: row.lastFailedAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

export async function listWebhookFailures(
  deps: Deps,
  state: 'failed' | 'resolved',
): Promise<AdminWebhooksData> {
  const rows = await deps.db
    .select()
    .from(webhookFailures)
    .where(state === 'failed' ? isNull(webhookFailures.resolvedAt) : isNotNull(webhookFailures.resolvedAt))
    .orderBy(desc(webhookFailures.lastFailedAt))
    .limit(LIST_LIMIT);
  return { webhooks: rows.map(presentWebhook) };
}

/** The same handlers the webhook routes run, for stored events. */
export function webhookReplayers(deps: Deps): WebhookReplayers {
  return {
    stripe: (payload) => applyStripeEvent(deps, payload as Stripe.Event),
    paypal: (payload) => applyPaypalEvent(deps, payload as PaypalEvent),
    flutterwave: (payload) => applyFlutterwaveEvent(deps, payload),
  };
}

const webhookState = (row: WebhookFailureRow) => ({
  resolved: row.resolvedAt !== null,
  attempts: row.attempts,
  error: row.error,
});

export async function retryWebhook(
  deps: Deps,
  log: Log,
  adminUserId: string,
  id: string,
  replayers: WebhookReplayers = webhookReplayers(deps),
): Promise<AdminWebhookRetryData> {
  const now = deps.now();
  const [failure] = await deps.db.select().from(webhookFailures).where(eq(webhookFailures.id, id));
  if (!failure) throw notFound();
  if (failure.resolvedAt) throw conflict('adminWebhookAlreadyResolved', 'WEBHOOK_ALREADY_RESOLVED');
  const outcome = await replayWebhookFailure(failure, replayers, now, (change) =>
    deps.db.transaction(async (tx) => {
      const after = await change(tx);
      await recordAdminAction(tx, {
        adminUserId,
        action: 'webhook.retry',
        targetType: 'webhook',
        targetId: id,
        before: webhookState(failure),
        after: webhookState(after),
        at: now,
      });
      return after;
    }),
  );
  return { webhook: presentWebhook(outcome.after), succeeded: outcome.succeeded };
}

export async function listFailedJobs(deps: Deps) {
  const jobs = (await deps.jobs.listFailed?.()) ?? [];
  return { jobs: jobs.map((job) => ({ ...job, failedAt: job.failedAt.toISOString() })) };
}

export async function retryJob(deps: Deps, adminUserId: string, name: string, id: string) {
  if (!(JOB_NAMES as string[]).includes(name)) throw notFound();
  const jobName = name as JobName;
  const retried = (await deps.jobs.retryFailed?.(jobName, id)) ?? false;
  if (!retried) throw notFound();
  // The queue keeps its own state: the entry records that the retry was asked for.
  await recordAdminAction(deps.db, {
    adminUserId,
    action: 'job.retry',
    targetType: 'job',
    targetId: `${jobName}:${id}`,
    before: { state: 'failed' },
    after: { state: 'retry' },
    at: deps.now(),
  });
  return { name: jobName, id };
}
