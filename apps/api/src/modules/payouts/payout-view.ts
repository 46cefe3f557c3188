import { and, desc, eq } from 'drizzle-orm';
import type { Payout } from '@opentip/shared/schemas/payouts.schema';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { payouts, type PayoutRow } from '../../db/schema/payouts.ts';

/** The payout as the receiver sees it; the label is the linked account's while it is still linked. */
export function payoutView(row: PayoutRow, label: string | null): Payout {
  return {
    id: row.id,
    provider: row.provider,
    destination: label,
    currency: row.currency,
    amount: row.amount,
    fee: row.fee,
    net: row.amount - row.fee,
    status: row.status,
    failureMessage: row.failureMessage,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const LIST_LIMIT = 100;

/** GET /payouts: the caller's last withdrawals, newest first. */
export async function listPayouts(db: Db, userId: string): Promise<Payout[]> {
  const rows = await db
    .select({ payout: payouts, label: paymentAccounts.label })
    .from(payouts)
    .leftJoin(
      paymentAccounts,
      and(
        eq(paymentAccounts.userId, payouts.userId),
        eq(paymentAccounts.provider, payouts.provider),
        eq(paymentAccounts.accountId, payouts.accountId),
      ),
    )
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => payoutView(r.payout, r.label));
}

export async function payoutViewOf(db: Db, row: PayoutRow): Promise<Payout> {
  const [account] = await db
    .select({ label: paymentAccounts.label })
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.userId, row.userId),
        eq(paymentAccounts.provider, row.provider),
        eq(paymentAccounts.accountId, row.accountId),
      ),
    );
  return payoutView(row, account?.label ?? null);
}
