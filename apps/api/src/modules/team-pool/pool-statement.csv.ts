import { toMajorString } from '@opentip/shared/money';
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
  'Tips in pool',
  'Share amount',
  'Currency',
  'Run hash',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such a cell (a team or role name someone typed) is prefixed with a quote so it stays text.
 */
function neutralised(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field holding a comma, quote or line break is quoted, its quotes doubled. */
function field(value: string | number): string {
  const text = neutralised(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = (cells: (string | number)[]) => cells.map(field).join(',');

/**
 * The statement as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark): a header, one line per share, then one
 * "Total" line per currency. Amounts are decimal major units (12.50), the currency beside them.
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
        row.tipCount,
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
  // The byte-order mark tells Excel the file is UTF-8, so accented and Arabic names read right.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
