import type { PoolSummaryLine } from '@opentip/shared/schemas/team-pool.schema';

/** One line of the pool's account as a statement prints it: its effect on the pool, signed. */
export interface SummaryEntry {
  label: 'Opening balance' | 'Tips' | 'Refunds' | 'Shared out' | 'Closing balance';
  detail: string;
  amount: number;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "No share-out", "Run #3", "Runs #1, #2". */
export function runsText(runs: readonly number[]): string {
  if (runs.length === 0) return 'No share-out';
  const seqs = runs.map((seq) => `#${seq}`).join(', ');
  return `${runs.length === 1 ? 'Run' : 'Runs'} ${seqs}`;
}

/**
 * The pool of one currency as the CSV and the PDF print it: opening, tips, refunds (when there are
 * any), shared out, closing. Summing the amounts of all but the last entry gives the last one.
 */
export function summaryEntries(line: PoolSummaryLine): SummaryEntry[] {
  const refunds = line.refunds.count > 0 || line.refunds.amount !== 0;
  return [
    { label: 'Opening balance', detail: '', amount: line.opening },
    { label: 'Tips', detail: counted(line.tips.count, 'tip', 'tips'), amount: line.tips.amount },
    ...(refunds
      ? [
          {
            label: 'Refunds' as const,
            detail: counted(line.refunds.count, 'refund', 'refunds'),
            amount: -line.refunds.amount,
          },
        ]
      : []),
    { label: 'Shared out', detail: runsText(line.sharedOut.runs), amount: -line.sharedOut.amount },
    { label: 'Closing balance', detail: '', amount: line.closing },
  ];
}
