import { sql } from 'drizzle-orm';
import type { PoolSummary, PoolSummaryLine } from '@opentip/shared/schemas/team-pool.schema';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { toSafeInteger } from '../ledger/ledger.service.ts';

interface SummaryRow {
  currency: string;
  opening: string;
  tip_count: string;
  tip_amount: string;
  refund_count: string;
  refund_amount: string;
  shared_amount: string;
  run_seqs: string | null;
  closing: string;
}

const lineOf = (r: SummaryRow): PoolSummaryLine => ({
  currency: r.currency,
  opening: toSafeInteger(r.opening),
  tips: { count: toSafeInteger(r.tip_count), amount: toSafeInteger(r.tip_amount) },
  refunds: { count: toSafeInteger(r.refund_count), amount: toSafeInteger(r.refund_amount) },
  sharedOut: {
    runs: (r.run_seqs ? r.run_seqs.split(',').map(Number) : []).sort((a, b) => a - b),
    amount: toSafeInteger(r.shared_amount),
  },
  closing: toSafeInteger(r.closing),
});

const isEmpty = (line: PoolSummaryLine) =>
  line.opening === 0 &&
  line.closing === 0 &&
  line.tips.count === 0 &&
  line.refunds.count === 0 &&
  line.sharedOut.runs.length === 0;

/**
 * What the team's pool held at `periodStart` and at `periodEnd`, and every posting between, per
 * currency, read from the pool's ledger account by when each entry was posted. The closing balance
 * is summed on its own, not derived, so opening + tips - refunds - sharedOut = closing is a check
 * the ledger passes rather than an assumption. The screen, the CSV and the PDF all read this.
 */
export async function poolSummary(
  db: Db,
  options: { teamId: string; periodStart: Date; periodEnd: Date },
): Promise<PoolSummary> {
  const start = options.periodStart.toISOString();
  const end = options.periodEnd.toISOString();
  const inPeriod = sql`e.created_at >= ${start}::timestamptz`;
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`select a.currency,
          coalesce(-sum(e.amount) filter (where e.created_at < ${start}::timestamptz), 0)::text as opening,
          count(distinct t.id) filter (where t.kind = 'tip' and ${inPeriod})::text as tip_count,
          coalesce(-sum(e.amount) filter (where t.kind = 'tip' and ${inPeriod}), 0)::text as tip_amount,
          count(distinct t.id) filter (where t.kind = 'refund' and ${inPeriod})::text as refund_count,
          coalesce(sum(e.amount) filter (where t.kind = 'refund' and ${inPeriod}), 0)::text as refund_amount,
          coalesce(sum(e.amount) filter (where t.kind = 'poolShare' and ${inPeriod}), 0)::text as shared_amount,
          string_agg(distinct r.seq::text, ',') filter (where t.kind = 'poolShare' and ${inPeriod}) as run_seqs,
          coalesce(-sum(e.amount), 0)::text as closing
        from ledger_accounts a
        join ledger_entries e on e.account_id = a.id
        join ledger_transactions t on t.id = e.transaction_id
        left join team_pool_runs r on t.kind = 'poolShare' and t.reference = 'poolRun:' || r.id::text
        where a.key = ${accountKeys.teamPool(options.teamId)}
          and e.created_at < ${end}::timestamptz
        group by a.currency
        order by a.currency`,
  );
  return {
    periodStart: start,
    periodEnd: end,
    currencies: rows.map(lineOf).filter((line) => !isEmpty(line)),
  };
}

/** opening + tips - refunds - sharedOut: what the closing balance must be. */
export const expectedClosing = (line: PoolSummaryLine) =>
  line.opening + line.tips.amount - line.refunds.amount - line.sharedOut.amount;
