import { and, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { GRACE_DAYS } from '@opentip/shared/schemas/billing.schema';
import type { Db } from '../../db/client.ts';
import { businessSubscriptions, type BusinessSubscriptionRow } from '../../db/schema/billing.ts';
import { chargeSubscription } from '../../integrations/billing/sandbox-billing.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { mailOwner, type BillingMailDeps } from './billing-mail.ts';
import { addDays, periodEndOf } from './plans.ts';
import { recordInvoice } from './subscribe.service.ts';
import { billingInvoices } from '../../db/schema/billing.ts';

export interface RenewalDeps extends BillingMailDeps {
  payments: PaymentProvider;
  now: Date;
}

const RETRY_MS = 86_400_000;
/** However far the clock moved, one run settles at most this many periods of one business. */
const MAX_STEPS = 36;

/** The row as it was read: an update applies only if no other run changed it since. */
const unchanged = (row: BusinessSubscriptionRow): SQL =>
  and(
    eq(businessSubscriptions.businessId, row.businessId),
    eq(businessSubscriptions.status, row.status),
    row.currentPeriodEnd
      ? eq(businessSubscriptions.currentPeriodEnd, row.currentPeriodEnd)
      : isNull(businessSubscriptions.currentPeriodEnd),
    row.lastAttemptAt
      ? eq(businessSubscriptions.lastAttemptAt, row.lastAttemptAt)
      : isNull(businessSubscriptions.lastAttemptAt),
  ) as SQL;

async function change(
  db: Db,
  row: BusinessSubscriptionRow,
  set: Partial<BusinessSubscriptionRow>,
): Promise<BusinessSubscriptionRow | null> {
  const [updated] = await db.update(businessSubscriptions).set(set).where(unchanged(row)).returning();
  return updated ?? null;
}

/** The invoice of the period starting at `periodStart`: failed while unpaid, paid once a charge succeeds. */
const periodRef = (row: BusinessSubscriptionRow, periodStart: Date) =>
  `renewal_${row.businessId}_${periodStart.getTime()}`;

/** Charges the renewal of the period that starts at the row's currentPeriodEnd. */
async function attempt(
  deps: RenewalDeps,
  row: BusinessSubscriptionRow,
): Promise<BusinessSubscriptionRow | null> {
  const { db, now } = deps;
  const periodStart = row.currentPeriodEnd ?? now;
  const periodEnd = periodEndOf(row.planId, periodStart);
  // One charge per attempt: the key names the period and the attempt before it.
  const key = `${periodRef(row, periodStart)}_${row.lastAttemptAt?.getTime() ?? 0}`;
  const outcome = await chargeSubscription(deps.payments, {
    idempotencyKey: key,
    businessId: row.businessId,
    amount: row.amount,
    currency: row.currency,
    paymentMethod: row.paymentMethod,
    customerId: row.customerId,
  });
  const ref = periodRef(row, periodStart);
  const invoice = { ref, number: null, amount: row.amount, periodStart, periodEnd };
  if (outcome.status === 'succeeded') {
    const renewed = await db.transaction(async (tx) => {
      const updated = await change(tx, row, {
        status: 'active',
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        graceEndsAt: null,
        lastAttemptAt: null,
        updatedAt: now,
      });
      if (!updated) return null;
      if (!(await recordInvoice(tx, row.businessId, row.currency, { ...invoice, status: 'paid' }, now)))
        await tx.update(billingInvoices).set({ status: 'paid' }).where(eq(billingInvoices.providerRef, ref));
      return updated;
    });
    if (renewed) await mailOwner(deps, row, 'receipt', { amount: row.amount, until: periodEnd });
    return renewed;
  }
  // Off-session nobody can complete 3-D Secure: a card asking for it fails the renewal like a decline.
  const firstFailure = row.status === 'active';
  const graceEndsAt = firstFailure ? addDays(now, GRACE_DAYS) : row.graceEndsAt;
  const failed = await db.transaction(async (tx) => {
    const updated = await change(tx, row, {
      status: 'pastDue',
      graceEndsAt,
      lastAttemptAt: now,
      updatedAt: now,
    });
    if (updated && firstFailure)
      await recordInvoice(tx, row.businessId, row.currency, { ...invoice, status: 'failed' }, now);
    return updated;
  });
  if (failed && firstFailure)
    await mailOwner(deps, row, 'renewalFailed', { amount: row.amount, until: graceEndsAt });
  // Retried a day later, not again in this run.
  return null;
}

/** One due step of a sandbox subscription; null when nothing more is due now. */
async function step(
  deps: RenewalDeps,
  row: BusinessSubscriptionRow,
): Promise<BusinessSubscriptionRow | null> {
  const { db, now } = deps;
  if (row.status === 'active' && row.currentPeriodEnd && row.currentPeriodEnd <= now) {
    if (!row.cancelAtPeriodEnd) return attempt(deps, row);
    const ended = await change(db, row, { status: 'canceled', updatedAt: now });
    if (ended) await mailOwner(deps, row, 'canceled', { amount: row.amount, until: row.currentPeriodEnd });
    return null;
  }
  if (row.status !== 'pastDue') return null;
  if (row.graceEndsAt && row.graceEndsAt <= now) {
    const lapsed = await change(db, row, { status: 'lapsed', updatedAt: now });
    if (lapsed) await mailOwner(deps, row, 'lapsed', { amount: row.amount, until: null });
    return null;
  }
  if (row.lastAttemptAt && row.lastAttemptAt.getTime() + RETRY_MS <= now.getTime()) return attempt(deps, row);
  return null;
}

/**
 * Job billing-renew-due: every sandbox subscription due at `now` is renewed (or its renewal fails:
 * past due with GRACE_DAYS of grace, retried daily), lapses when the grace is over, or ends when it
 * was cancelled at the period's end. Stripe renews its own subscriptions and tells us by webhook.
 */
export async function renewDueSubscriptions(deps: RenewalDeps): Promise<void> {
  // Rows of the sandbox are renewed only by the sandbox (a server switched to Stripe leaves them).
  if (deps.payments.name !== 'sandbox') return;
  const due = await deps.db
    .select()
    .from(businessSubscriptions)
    .where(
      and(
        eq(businessSubscriptions.provider, 'sandbox'),
        inArray(businessSubscriptions.status, ['active', 'pastDue']),
        or(
          eq(businessSubscriptions.status, 'pastDue'),
          lte(businessSubscriptions.currentPeriodEnd, deps.now),
        ),
      ),
    );
  // One business's failure (the provider down) does not hold up the others; the job still fails.
  let failure: unknown = null;
  for (const first of due) {
    let row: BusinessSubscriptionRow | null = first;
    try {
      for (let i = 0; row && i < MAX_STEPS; i++) row = await step(deps, row);
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
