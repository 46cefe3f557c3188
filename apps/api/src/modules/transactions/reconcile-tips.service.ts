import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tips } from '../../db/schema/payments.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { settleTip } from './settle-tip.ts';
import { LEASE_MS, providerKeyOf } from './create-tip.service.ts';

/** A pending tip the provider never heard of is given up after this long (no charge was made). */
export const ABANDON_AFTER_MS = 60 * 60 * 1000;

export interface ReconcileReport {
  settled: number;
  abandoned: number;
  stillPending: number;
}

/**
 * Repairs tips left pending by a request that stopped between the provider call and the commit
 * (a crash, a lost connection): the provider's own record decides. Only tips whose request no
 * longer holds them (lease expired) are touched, so a live request is never raced.
 */
export async function reconcilePendingTips(options: {
  db: Db;
  payments: PaymentProvider;
  now: Date;
  limit?: number;
}): Promise<ReconcileReport> {
  const { db, payments, now } = options;
  const stale = await db
    .select()
    .from(tips)
    .where(and(eq(tips.status, 'pending'), eq(tips.provider, payments.name), lt(tips.leaseExpiresAt, now)))
    .orderBy(tips.createdAt)
    .limit(options.limit ?? 100);
  const report: ReconcileReport = { settled: 0, abandoned: 0, stillPending: 0 };
  for (const candidate of stale) {
    // Hold the tip while deciding, so a client retry cannot charge it meanwhile.
    const [tip] = await db
      .update(tips)
      .set({ leaseExpiresAt: new Date(now.getTime() + LEASE_MS) })
      .where(and(eq(tips.id, candidate.id), eq(tips.status, 'pending'), lt(tips.leaseExpiresAt, now)))
      .returning();
    if (!tip) continue;
    const outcome = await payments.findCharge({ intentId: tip.id, idempotencyKey: providerKeyOf(tip) });
    if (outcome) {
      await settleTip(db, { tip, outcome, now });
      report.settled += 1;
    } else if (now.getTime() - tip.createdAt.getTime() > ABANDON_AFTER_MS) {
      const abandoned = {
        status: 'failed' as const,
        paymentId: null,
        code: 'processing_error' as const,
        card: null,
      };
      await settleTip(db, {
        tip,
        outcome: { ...abandoned, message: 'abandoned before the provider charged' },
        now,
      });
      report.abandoned += 1;
    } else {
      report.stillPending += 1;
      await db.update(tips).set({ leaseExpiresAt: now }).where(eq(tips.id, tip.id));
    }
  }
  return report;
}
