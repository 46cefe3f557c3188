import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import {
  ProviderUnavailableError,
  type FinalOutcome,
  type ProviderName,
} from '../../integrations/payments/payment-provider.ts';
import { settleTip } from './settle-tip.ts';
import { LEASE_MS, providerKeyOf } from './create-tip.service.ts';
import type { TipProviders } from './tip-providers.ts';
import { tipStatusIn } from './tip-status-sql.ts';

/** A pending tip the provider never heard of is given up after this long (no charge was made). */
export const ABANDON_AFTER_MS = 60 * 60 * 1000;
/** A tip still waiting for the giver's bank after this long is given up: the giver has gone. */
export const AUTHENTICATION_TIMEOUT_MS = 60 * 60 * 1000;

export interface ReconcileReport {
  settled: number;
  /** Closed as failed: never charged, or never confirmed with the giver's bank (then cancelled). */
  abandoned: number;
  stillPending: number;
}

export type Verdict = 'settled' | 'abandoned' | 'stillPending';

interface Context {
  db: Db;
  providers: TipProviders;
  now: Date;
  /** Told of each tip this run found paid (to mail the giver's receipt). */
  onPaid?: (tip: TipRow) => Promise<void>;
}

async function settle(ctx: Context, tip: TipRow, outcome: FinalOutcome): Promise<void> {
  const settlement = await settleTip(ctx.db, { tip, outcome, now: ctx.now });
  if (settlement.settledNow && settlement.tip.status === 'succeeded') await ctx.onPaid?.(settlement.tip);
}

const neverCharged: FinalOutcome = {
  status: 'failed',
  paymentId: null,
  code: 'processing_error',
  message: 'abandoned before the provider charged',
  card: null,
};

/** A pending tip: the provider's record settles it; with none, it is given up once old enough. */
async function reconcilePending(ctx: Context, tip: TipRow): Promise<Verdict> {
  const { db, now } = ctx;
  const outcome = await ctx.providers
    .named(tip.provider)
    .findCharge({ intentId: tip.id, idempotencyKey: providerKeyOf(tip) });
  if (outcome?.status === 'requiresAction') {
    // Its request stopped before recording that the giver's bank asks for confirmation.
    await db
      .update(tips)
      .set({ status: 'requiresAction', providerPaymentId: outcome.paymentId })
      .where(and(eq(tips.id, tip.id), eq(tips.status, 'pending')));
    return 'stillPending';
  }
  if (outcome) {
    await settle(ctx, tip, outcome);
    return 'settled';
  }
  if (now.getTime() - tip.createdAt.getTime() <= ABANDON_AFTER_MS) return 'stillPending';
  await settle(ctx, tip, neverCharged);
  return 'abandoned';
}

/**
 * A tip whose giver never came back from their bank's step: settled if they did complete it,
 * otherwise the charge is cancelled at the provider, so it can no longer be completed later.
 */
async function reconcileWaiting(ctx: Context, tip: TipRow): Promise<Verdict> {
  const payments = ctx.providers.named(tip.provider);
  const idempotencyKey = providerKeyOf(tip);
  const found = await payments.findCharge({
    intentId: tip.id,
    idempotencyKey,
    paymentId: tip.providerPaymentId,
  });
  if (!found) {
    await settle(ctx, tip, neverCharged);
    return 'abandoned';
  }
  // Checked early (from the console), a giver may still be at their bank's step: leave it to them.
  const givenUp = ctx.now.getTime() - tip.createdAt.getTime() > AUTHENTICATION_TIMEOUT_MS;
  if (found.status === 'requiresAction' && !givenUp) return 'stillPending';
  const outcome =
    found.status === 'requiresAction'
      ? await payments.cancelCharge({ paymentId: found.paymentId, idempotencyKey })
      : found;
  await settle(ctx, tip, outcome);
  return found.status === 'requiresAction' && outcome.status === 'failed' ? 'abandoned' : 'settled';
}

/**
 * Repairs tips left pending by a request that stopped between the provider call and the commit
 * (a crash, a lost connection) and closes tips whose giver left during their step (3-D Secure,
 * PayPal approval, ...): the record of the provider the tip was made at decides, wherever the
 * receiver is paid now. Only tips whose request no longer holds them (lease expired) are touched,
 * so a live request is never raced.
 */
export async function reconcilePendingTips(options: {
  db: Db;
  providers: TipProviders;
  now: Date;
  /** Tips read at a time. */
  limit?: number;
  /** Batches follow one another until none is left or this long has passed (a backlog after an outage). */
  budgetMs?: number;
  onPaid?: (tip: TipRow) => Promise<void>;
}): Promise<ReconcileReport> {
  const report: ReconcileReport = { settled: 0, abandoned: 0, stillPending: 0 };
  // A provider that did not answer is not asked about its other tips in this run: each would wait
  // out its timeout, and the run would outlast the minute until the next one.
  const unreachable = new Set<string>();
  const stopAt = Date.now() + (options.budgetMs ?? RUN_BUDGET_MS);
  do {
    const reachable = options.providers.names.filter((name) => !unreachable.has(name));
    if (reachable.length === 0) break;
    // A tip looked at in this run has its lease at `now` or later: the next batch skips it.
    const batch = await staleTips(options, reachable);
    if (batch.length === 0) break;
    for (const candidate of batch) {
      if (unreachable.has(candidate.provider)) {
        report.stillPending += 1;
        continue;
      }
      const verdict = await reconcileTip({ ...options, unreachable }, candidate.id);
      if (verdict) report[verdict] += 1;
    }
  } while (Date.now() < stopAt);
  return report;
}

/** How long one run may go on taking batches: well inside the minute until the next run. */
const RUN_BUDGET_MS = 40_000;

export function staleTips(options: { db: Db; now: Date; limit?: number }, providerNames: ProviderName[]) {
  const { db, now } = options;
  const givenUpBefore = new Date(now.getTime() - AUTHENTICATION_TIMEOUT_MS);
  return (
    db
      .select()
      .from(tips)
      .where(
        and(
          inArray(tips.provider, providerNames),
          lt(tips.leaseExpiresAt, now),
          or(tipStatusIn('pending'), and(tipStatusIn('requiresAction'), lt(tips.createdAt, givenUpBefore))),
        ),
      )
      // Least recently looked at first: a tip found still waiting goes to the back (its lease is set
      // to now), so a backlog of tips never charged cannot keep the ones charged from their turn.
      .orderBy(tips.leaseExpiresAt)
      .limit(options.limit ?? 100)
  );
}

/**
 * One tip, as the job does it: held while deciding, so a client retry cannot charge or settle it
 * meanwhile. Null when a live request holds it or it is no longer pending.
 */
export async function reconcileTip(
  options: {
    db: Db;
    providers: TipProviders;
    now: Date;
    onPaid?: (tip: TipRow) => Promise<void>;
    /** Where a provider that could not be reached is noted. */
    unreachable?: Set<string>;
  },
  tipId: string,
): Promise<Verdict | null> {
  const { db, now } = options;
  const [tip] = await db
    .update(tips)
    .set({ leaseExpiresAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(tips.id, tipId),
        inArray(tips.status, ['pending', 'requiresAction']),
        lt(tips.leaseExpiresAt, now),
      ),
    )
    .returning();
  if (!tip) return null;
  let verdict: Verdict;
  try {
    verdict =
      tip.status === 'pending' ? await reconcilePending(options, tip) : await reconcileWaiting(options, tip);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    options.unreachable?.add(tip.provider);
    verdict = 'stillPending';
  }
  if (verdict === 'stillPending')
    await db.update(tips).set({ leaseExpiresAt: now }).where(eq(tips.id, tip.id));
  return verdict;
}
