import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STATEMENT_CSV_HEADER, statementCsv } from './pool-statement.csv.ts';
import { statementPdf } from './pool-statement.pdf.ts';
import type { PoolStatement, StatementRow } from './pool-statement.service.ts';
import { parseCsv } from './testing/parse-csv.ts';

const statementRow = (overrides: Partial<StatementRow> = {}): StatementRow => ({
  runSeq: 1,
  runAt: '2026-11-20T10:00:00.000Z',
  periodStart: '2026-11-13T00:00:00.000Z',
  periodEnd: '2026-11-20T00:00:00.000Z',
  policy: 'points',
  input: { role: 'Server', percentBps: null, hoursHundredths: null, weight: 3 },
  currency: 'USD',
  poolAmount: 12_345,
  amount: 4_115,
  runHash: 'a'.repeat(64),
  ...overrides,
});

const statementOf = (rows: StatementRow[], overrides: Partial<PoolStatement> = {}): PoolStatement => ({
  team: { id: randomUUID(), name: 'The Terrace', code: 'TERRACE1' },
  member: { userId: randomUUID(), username: 'amina', fullName: 'Amina Diallo' },
  from: '2026-11-01',
  to: '2026-11-30',
  rows,
  totals: [],
  pool: { periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z', currencies: [] },
  generatedAt: '2026-12-01T08:00:00.000Z',
  lang: 'en',
  ...overrides,
});

describe('statement files', () => {
  it('writes RFC 4180 CSV that no spreadsheet runs as a formula', () => {
    const rows = [
      statementRow({
        input: { role: '=HYPERLINK("http://x")', percentBps: null, hoursHundredths: null, weight: 1 },
      }),
      statementRow({
        runSeq: 2,
        currency: 'JPY',
        poolAmount: 1200,
        amount: 400,
        policy: 'percent',
        input: { role: null, percentBps: 1250, hoursHundredths: null, weight: 1250 },
      }),
      statementRow({
        runSeq: 3,
        currency: 'KWD',
        poolAmount: 10_005,
        amount: 5,
        policy: 'hours',
        input: { role: null, percentBps: null, hoursHundredths: 750, weight: 750 },
      }),
    ];
    const csv = statementCsv(
      statementOf(rows, {
        team: { id: randomUUID(), name: '+Bar, "Grill"\nTerrace', code: 'BAR1' },
        member: { userId: randomUUID(), username: '@amina', fullName: null },
        totals: [{ currency: 'USD', amount: 4115, shares: 1 }],
      }),
    );
    // UTF-8 with a byte-order mark, so Excel reads accented and Arabic names right.
    expect(csv.startsWith('\uFEFFTeam,Member,')).toBe(true);
    const parsed = parseCsv(csv);
    expect(parsed[0]).toEqual([...STATEMENT_CSV_HEADER]);
    expect(parsed).toHaveLength(5);
    for (const line of parsed) expect(line).toHaveLength(STATEMENT_CSV_HEADER.length);
    expect(parsed[1]).toEqual([
      '\'+Bar, "Grill"\nTerrace',
      "'@amina",
      '1',
      '2026-11-20T10:00:00.000Z',
      '2026-11-13T00:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
      'Points per role',
      '\'=HYPERLINK("http://x"): 1 points',
      '123.45',
      '',
      '41.15',
      'USD',
      'a'.repeat(64),
    ]);
    expect(parsed[2]!.slice(6, 12)).toEqual(['Fixed percentages', '12.50%', '1200', '', '400', 'JPY']);
    expect(parsed[3]!.slice(6, 12)).toEqual(['Hours worked', '7.50 h', '10.005', '', '0.005', 'KWD']);
    expect(parsed[4]!.slice(2, 6)).toEqual(['Total', '', '2026-11-01', '2026-11-30']);
    expect(parsed[4]!.slice(10, 12)).toEqual(['41.15', 'USD']);
  });

  it('prints a PDF over several A4 pages when the rows need them', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => statementRow({ runSeq: i + 1 }));
    const pdf = await statementPdf(
      statementOf(rows, { totals: [{ currency: 'USD', amount: 45 * 4115, shares: 45 }] }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
  });
});
