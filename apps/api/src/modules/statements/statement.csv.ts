import { toMajorString } from '@opentip/shared/money';
import { csvLine } from '../team-pool/pool-statement.csv.ts';
import { STATEMENT_WORDS } from './statement-locale.ts';
import type { Statement } from './statement-types.ts';

const major = (amount: number, currency: string) =>
  amount < 0 ? `-${toMajorString(-amount, currency)}` : toMajorString(amount, currency);

/**
 * The statement as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark), labels in the reader's
 * language. Dates stay ISO 8601 (UTC) and amounts decimal major units with a dot, so a spreadsheet
 * in any locale sorts and sums them. Columns: section, date, type, party, amount, fee, net,
 * refunded, currency, reference. Sections: one "line" per movement, then per currency its totals,
 * then (tips received) the monthly summary, one line per figure (card tips, fees, pool
 * shares, net) of each month and team. Totals and summary lines keep their figure in the net column.
 */
export function statementCsv(statement: Statement): string {
  const w = STATEMENT_WORDS[statement.lang];
  const c = w.columns;
  const rows = [
    csvLine([
      '',
      c.date,
      c.type,
      c.party[statement.kind],
      c.amount,
      c.fee,
      c.net,
      c.refunded,
      c.currency,
      c.reference,
    ]),
  ];
  for (const line of statement.lines) {
    const money = (amount: number) => major(amount, line.currency);
    rows.push(
      csvLine([
        w.section.line,
        line.at,
        w.kinds[line.kind],
        line.party ?? '',
        money(line.amount),
        money(line.fee),
        money(line.net),
        line.refunded === null ? '' : money(line.refunded),
        line.currency,
        line.reference,
      ]),
    );
  }
  for (const total of statement.totals)
    for (const part of total.lines)
      rows.push(
        csvLine([
          w.section.total,
          `${statement.from}/${statement.to}`,
          w.totals[part.key],
          part.count === null ? '' : part.count,
          '',
          '',
          major(part.amount, total.currency),
          '',
          total.currency,
          '',
        ]),
      );
  for (const month of statement.monthly) {
    const figures = [
      [w.monthly.cardTips, month.cardTips],
      [w.monthly.fees, month.fees],
      [w.monthly.poolShares, month.poolShares],
      [w.monthly.net, month.net],
    ] as const;
    for (const [label, amount] of figures)
      rows.push(
        csvLine([
          w.section.monthly,
          month.month,
          label,
          month.employer ?? w.ownTips,
          '',
          '',
          major(amount, month.currency),
          '',
          month.currency,
          '',
        ]),
      );
  }
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}
