import { toMajorString } from '@opentip/shared/money';
import { en } from './locales/en.ts';
import type { PoolStatementWords } from './locales/pool-statement-words.ts';
import { POOL_STATEMENT_WORDS, csvHundredths, inputText } from './pool-statement-locale.ts';
import { summaryEntries } from './pool-summary.text.ts';
import type { PoolStatement } from './pool-statement.service.ts';

/** The header in a language: the columns in their fixed order. */
const headerOf = ({ csv: c }: PoolStatementWords) => [
  c.team,
  c.member,
  c.run,
  c.runDate,
  c.periodStart,
  c.periodEnd,
  c.policy,
  c.input,
  c.poolAmount,
  c.count,
  c.shareAmount,
  c.currency,
  c.runHash,
];

/** The English header, which existing clients read. */
export const STATEMENT_CSV_HEADER: readonly string[] = headerOf(en);

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

/**
 * The statement as CSV (RFC 4180, CRLF line ends, UTF-8 with a byte-order mark): a header, one line per share, then one
 * "Total" line per currency, then the team's pool over the period per currency: "Pool opening
 * balance", "Pool tips", "Pool refunds" (when any), "Pool shared out", "Pool closing balance", each
 * signed as it moves the pool, so the first lines of a currency add up to its closing line.
 * The words are in the reader's language (English: the names above); dates stay ISO 8601 (UTC)
 * and amounts decimal major units with a dot (12.50), the currency beside them, so a spreadsheet
 * in any locale sorts and sums them.
 */
export function statementCsv(statement: PoolStatement): string {
  const w = POOL_STATEMENT_WORDS[statement.lang];
  const team = statement.team.name;
  const member = statement.member.username;
  const lines = [line(headerOf(w))];
  for (const row of statement.rows) {
    lines.push(
      line([
        team,
        member,
        row.runSeq,
        row.runAt,
        row.periodStart,
        row.periodEnd,
        w.policies[row.policy],
        inputText(row, w, csvHundredths),
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
        w.total,
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
    for (const entry of summaryEntries(currency, w)) {
      lines.push(
        line([
          team,
          member,
          w.csvSummary[entry.key],
          '',
          pool.periodStart,
          pool.periodEnd,
          '',
          entry.detail,
          toMajorString(entry.amount, currency.currency),
          entry.count ?? '',
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
