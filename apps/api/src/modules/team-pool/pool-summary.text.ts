import type { PoolSummaryLine } from '@opentip/shared/schemas/team-pool.schema';
import { en } from './locales/en.ts';
import type { PoolStatementWords, SummaryKey } from './locales/pool-statement-words.ts';

/** One line of the pool's account as a statement prints it: its effect on the pool, signed. */
export interface SummaryEntry {
  key: SummaryKey;
  /** How many tips, refunds or share-outs the line sums (null for a balance). */
  count: number | null;
  detail: string;
  amount: number;
}

/** "No share-out", "Run #3", "Runs #1, #2". */
export function runsText(runs: readonly number[], w: PoolStatementWords = en): string {
  if (runs.length === 0) return w.noShareOut;
  return w.runs(runs.map((seq) => `#${seq}`).join(', '), runs.length);
}

/**
 * The pool of one currency as the CSV and the PDF print it: opening, tips, refunds (when there are
 * any), shared out, closing. Summing the amounts of all but the last entry gives the last one.
 */
export function summaryEntries(line: PoolSummaryLine, w: PoolStatementWords = en): SummaryEntry[] {
  const refunds = line.refunds.count > 0 || line.refunds.amount !== 0;
  const { tips, sharedOut } = line;
  return [
    { key: 'opening', count: null, detail: '', amount: line.opening },
    { key: 'tips', count: tips.count, detail: w.tipCount(tips.count), amount: tips.amount },
    ...(refunds
      ? [
          {
            key: 'refunds' as const,
            count: line.refunds.count,
            detail: w.refundCount(line.refunds.count),
            amount: -line.refunds.amount,
          },
        ]
      : []),
    {
      key: 'sharedOut',
      count: sharedOut.runs.length,
      detail: runsText(sharedOut.runs, w),
      amount: -sharedOut.amount,
    },
    { key: 'closing', count: null, detail: '', amount: line.closing },
  ];
}
