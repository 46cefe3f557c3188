import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { toSafeInteger } from '../ledger/ledger.service.ts';

export interface PoolBalance {
  currency: string;
  /** What a run up to the period's end shares out (a credit); negative after a late refund. */
  amount: number;
  /** Tips credited to the pool in [periodStart, periodEnd). */
  tipCount: number;
}

/**
 * The pool account's balance as a run ending at `periodEnd` sees it, per currency: tips and
 * refunds recorded before `periodEnd`, and every share-out so far. A share-out empties what it
 * shares, so a refund recorded after it leaves the pool negative, carried into the next run.
 */
export async function poolBalances(
  db: Db,
  options: { teamId: string; periodStart: Date; periodEnd: Date },
): Promise<PoolBalance[]> {
  const start = options.periodStart.toISOString();
  const end = options.periodEnd.toISOString();
  const rows = await rowsOf<{ currency: string; amount: string; tip_count: string }>(
    db,
    sql`select a.currency,
          coalesce(-sum(e.amount) filter (where t.kind = 'poolShare' or e.created_at < ${end}::timestamptz), 0)::text as amount,
          count(*) filter (where t.kind = 'tip' and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz)::text as tip_count
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        where a.key = ${accountKeys.teamPool(options.teamId)}
        group by a.currency
        order by a.currency`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    amount: toSafeInteger(r.amount),
    tipCount: toSafeInteger(r.tip_count),
  }));
}
