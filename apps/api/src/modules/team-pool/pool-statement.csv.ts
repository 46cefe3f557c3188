import { toMajorString } from '@opentip/shared/money';
import type { PoolSummaryLine } from '@opentip/shared/schemas/team-pool.schema';
import { summaryEntries, type SummaryEntry } from './pool-summary.text.ts';
import { inputText, policyName, type PoolStatement } from './pool-statement.service.ts';

export const STATEMENT_CSV_HEADER = [
  'Team',
  'Member',
  'Run',
  'Run date (UTC)',
  'Period start (UTC)',
  'Period end (UTC)',
  'Policy',
  'Member input',
  'Pool amount',
  'Count',
  'Share amount',
  'Currency',
  'Run hash',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such a cell (a team or role name someone typed) is prefixed with a quote so it stays text.
 */
function neutralised(value: string): string {
  // A plain negative amount (-15.00) is a number to a spreadsheet, not a formula.
  if (/^-\d+(\.\d+)?$/.test(value)) return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field holding a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string | number): string {
  const text = neutralised(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of cells (also used by the personal statements of modules/statements). */
export const csvLine = (cells: (string | number)[]) => cells.map(field).join(',');
const line = csvLine;

/** How many tips, refunds or share-outs a pool line sums. */
function countOf(label: SummaryEntry['label'], line: PoolSummaryLine): number | '' {
  if (label === 'Tips') return line.tips.count;
  if (label === 'Refunds') return line.refunds.count;
  if (label === 'Shared out') return line.sharedOut.runs.length;
  return '';
}

/**
 * The statement as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark): a header, one line per share, then one
 * "Total" line per currency, then the team's pool over the period per currency: "Pool opening
 * balance", "Pool tips", "Pool refunds" (when any), "Pool shared out", "Pool closing balance", each
 * signed as it moves the pool, so the first lines of a currency add up to its closing line. Amounts are decimal major units (12.50), the currency beside them.
 */
export function statementCsv(statement: PoolStatement): string {
  const team = statement.team.name;
  const member = statement.member.username;
  const lines = [line([...STATEMENT_CSV_HEADER])];
  for (const row of statement.rows) {
    lines.push(
      line([
        team,
        member,
        row.runSeq,
        row.runAt,
        row.periodStart,
        row.periodEnd,
        policyName(row.policy),
        inputText(row),
        toMajorString(row.poolAmount, row.currency),
        '',
        toMajorString(row.amount, row.currency),
        row.currency,
        row.runHash,
      ]),
    );
  }
  for (const total of statement.totals) {
    lines.push(
      line([
        team,
        member,
        'Total',
        '',
        statement.from,
        statement.to,
        '',
        '',
        '',
        '',
        toMajorString(total.amount, total.currency),
        total.currency,
        '',
      ]),
    );
  }
  const { pool } = statement;
  for (const currency of pool.currencies) {
    for (const entry of summaryEntries(currency)) {
      lines.push(
        line([
          team,
          member,
          `Pool ${entry.label.toLowerCase()}`,
          '',
          pool.periodStart,
          pool.periodEnd,
          '',
          entry.detail,
          toMajorString(entry.amount, currency.currency),
          countOf(entry.label, currency),
          '',
          currency.currency,
          '',
        ]),
      );
    }
  }
  // The byte-order mark tells Excel the file is UTF-8, so accented and Arabic names read right.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
