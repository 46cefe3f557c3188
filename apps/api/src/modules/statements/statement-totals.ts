import type { StatementKind } from '@opentip/shared/schemas/statements.schema';
import type { LineKind, TotalKey } from './locales/statement-words.ts';
import type { CurrencyTotals, MonthlyLine, StatementLine } from './statement-types.ts';

interface Sum {
  count: number;
  amount: number;
}

/** Which line kinds each total adds, and of which column; `net` totals add every line's net. */
const RECEIVED: { key: TotalKey; kinds: LineKind[]; of: 'amount' | 'fee' | 'net' }[] = [
  { key: 'tipsGross', kinds: ['tip'], of: 'amount' },
  { key: 'fees', kinds: ['tip'], of: 'fee' },
  { key: 'tips', kinds: ['tip'], of: 'net' },
  { key: 'refunds', kinds: ['refund'], of: 'net' },
  { key: 'poolShares', kinds: ['poolShare'], of: 'net' },
  { key: 'payouts', kinds: ['payout'], of: 'net' },
  { key: 'payoutReturns', kinds: ['payoutReturn'], of: 'net' },
];
const GIVEN: typeof RECEIVED = [
  { key: 'given', kinds: ['given'], of: 'amount' },
  { key: 'refundedToYou', kinds: ['refund'], of: 'amount' },
];
const NET_KEY: Record<StatementKind, TotalKey> = { received: 'net', given: 'paid', allocated: 'allocated' };

const byCurrency = (lines: StatementLine[]) => {
  const groups = new Map<string, StatementLine[]>();
  for (const line of lines) groups.set(line.currency, [...(groups.get(line.currency) ?? []), line]);
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
};

function sumOf(lines: StatementLine[], kinds: LineKind[] | null, of: 'amount' | 'fee' | 'net'): Sum {
  const chosen = kinds ? lines.filter((line) => kinds.includes(line.kind)) : lines;
  return { count: chosen.length, amount: chosen.reduce((total, line) => total + line[of], 0) };
}

/**
 * Per currency: the statement's totals by kind (only those with lines), then its net, the sum of
 * every line's `net`: for a receiver the change of their balance over the period, as the ledger has it.
 */
export function totalsOf(kind: StatementKind, lines: StatementLine[]): CurrencyTotals[] {
  const parts = kind === 'received' ? RECEIVED : kind === 'given' ? GIVEN : [];
  return byCurrency(lines).map(([currency, mine]) => ({
    currency,
    lines: [
      ...parts
        .map(({ key, kinds, of }) => ({ key, ...sumOf(mine, kinds, of) }))
        .filter((total) => total.count > 0),
      { key: NET_KEY[kind], ...sumOf(mine, null, 'net'), count: kind === 'allocated' ? mine.length : null },
    ],
  }));
}

/**
 * A receiver's tips per month, team and currency, as a monthly tip report (US Form 4070) asks:
 * card tips less refunds (gross), the platform's fees, pool shares received, and the net.
 * Payouts are not tips and are left out.
 */
export function monthlyOf(lines: StatementLine[]): MonthlyLine[] {
  const months = new Map<string, MonthlyLine>();
  for (const line of lines) {
    if (line.kind !== 'tip' && line.kind !== 'refund' && line.kind !== 'poolShare') continue;
    const month = line.at.slice(0, 7);
    const id = `${month}\u0000${line.party ?? ''}\u0000${line.currency}`;
    const row = months.get(id) ?? {
      month,
      employer: line.party,
      currency: line.currency,
      cardTips: 0,
      fees: 0,
      poolShares: 0,
      net: 0,
    };
    if (line.kind === 'tip') {
      row.cardTips += line.amount;
      row.fees += line.fee;
    } else if (line.kind === 'refund') {
      row.cardTips -= line.amount;
      row.fees -= line.fee;
    } else row.poolShares += line.net;
    row.net += line.net;
    months.set(id, row);
  }
  return [...months.values()].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      (a.employer ?? '').localeCompare(b.employer ?? '') ||
      a.currency.localeCompare(b.currency),
  );
}
