import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PoolOverview, PoolSummaryLine } from '@opentip/shared/schemas/team-pool.schema';
import { toMajorString } from '@opentip/shared/money';
import type { TeamPoolRunRow } from '../../db/schema/team-pool.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerBalance } from '../../../test/tips-fixtures.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { call } from '../teams/team-test-helpers.ts';
import { DAY_MS, newPoolTeam, shareOut, tipTeam, type PoolTeam } from './pool-test-helpers.ts';
import { expectedClosing, poolSummary } from './pool-summary.ts';
import { formatAmount } from '../../integrations/mail/mail-locale.ts';
import { en } from './locales/en.ts';
import { summaryEntries } from './pool-summary.text.ts';
import type { PoolRunRecord } from './run-record.ts';
import { parseCsv } from './testing/parse-csv.ts';
import { pdfTextLines } from './testing/pdf-text.ts';

const HOUR_MS = 60 * 60 * 1000;

describe("the pool's summary: opening + tips - refunds - shared out = closing, the same everywhere", () => {
  let t: TestApp;
  let clock = new Date();
  let team: PoolTeam;
  const runs: TeamPoolRunRow[] = [];
  const nets = { USD: [] as number[], EUR: [] as number[] };
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const day1 = new Date(today - 3 * DAY_MS);
  const ymd = (d: Date) => d.toISOString().slice(0, 10);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const sharedBy = (run: TeamPoolRunRow, currency: string) =>
    (run.record as PoolRunRecord).pools.find((p) => p.currency === currency)?.amount ?? 0;

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    team = await newPoolTeam(t.database.db, { members: 2, createdDaysAgo: 10 });
    clock = new Date(day1.getTime() + 10 * HOUR_MS);
    const first = await tipTeam(t.app, team, 1000);
    nets.USD.push(first.net, (await tipTeam(t.app, team, 777)).net);
    nets.EUR.push((await tipTeam(t.app, team, 1234, 'EUR')).net);
    clock = new Date(clock.getTime() + HOUR_MS);
    runs.push(await shareOut(t, team, { now: clock }));

    clock = new Date(day1.getTime() + DAY_MS + 9 * HOUR_MS);
    nets.USD.push((await tipTeam(t.app, team, 2000)).net);
    // A refund of a tip already shared out: the pool owes it until the next run.
    const refund = await call(t.app, {
      method: 'POST',
      url: `/transactions/${first.tipId}/refund`,
      token: team.owner.token,
      payload: { amount: 500 },
    });
    expect(refund.statusCode).toBe(200);
    clock = new Date(clock.getTime() + HOUR_MS);
    runs.push(await shareOut(t, team, { now: clock }));

    clock = new Date(today + 2 * HOUR_MS);
    nets.USD.push((await tipTeam(t.app, team, 1500)).net);
    clock = new Date(today + 3 * HOUR_MS);
  });
  afterAll(() => t.close());

  const holds = async (currency: string) =>
    0 - (await ledgerBalance(t.database.db, accountKeys.teamPool(team.team.id), currency));
  const byCurrency = (lines: PoolSummaryLine[], currency: string) =>
    lines.find((l) => l.currency === currency)!;

  async function overview(): Promise<PoolOverview> {
    const res = await call(t.app, {
      method: 'GET',
      url: `/teams/pool?teamId=${team.team.id}`,
      token: team.members[0]!.token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as PoolOverview;
  }

  it('explains what the pool holds now by the last share-out and the tips since, on the screen', async () => {
    const { summary, pools } = await overview();
    const lastRun = runs[1]!;
    expect(summary.periodStart).toBe(lastRun.periodEnd.toISOString());
    expect(summary.periodEnd).toBe(clock.toISOString());
    // Run #1 shared all the euros and none came since: a currency with nothing to explain is left out.
    expect(summary.currencies.map((l) => l.currency)).toEqual(['USD']);
    const usd = byCurrency(summary.currencies, 'USD');
    expect(usd).toEqual({
      currency: 'USD',
      opening: sharedBy(lastRun, 'USD'),
      tips: { count: 1, amount: nets.USD[3] },
      refunds: { count: 0, amount: 0 },
      sharedOut: { runs: [2], amount: sharedBy(lastRun, 'USD') },
      closing: await holds('USD'),
    });
    // The figure the screen shows as held is the closing balance, and its tips are the period's.
    const held = pools.find((p) => p.currency === 'USD')!;
    expect([held.amount, held.tipCount]).toEqual([usd.closing, usd.tips.count]);
    for (const line of summary.currencies) expect(expectedClosing(line)).toBe(line.closing);
  });

  it('adds up over a statement period against the ledger, tips, refunds and runs', async () => {
    const summary = await poolSummary(t.database.db, {
      teamId: team.team.id,
      periodStart: day1,
      periodEnd: clock,
    });
    const usd = byCurrency(summary.currencies, 'USD');
    expect(usd.opening).toBe(0);
    expect(usd.tips).toEqual({ count: 4, amount: sum(nets.USD) });
    expect(usd.refunds.count).toBe(1);
    expect(usd.refunds.amount).toBeGreaterThan(0);
    expect(usd.sharedOut).toEqual({
      runs: [1, 2],
      amount: sharedBy(runs[0]!, 'USD') + sharedBy(runs[1]!, 'USD'),
    });
    expect(usd.closing).toBe(await holds('USD'));
    expect(expectedClosing(usd)).toBe(usd.closing);
    const eur = byCurrency(summary.currencies, 'EUR');
    expect(eur).toMatchObject({
      opening: 0,
      tips: { count: 1, amount: nets.EUR[0] },
      sharedOut: { runs: [1] },
    });
    expect(expectedClosing(eur)).toBe(eur.closing);
    expect(eur.closing).toBe(await holds('EUR'));
  });

  const statement = (format: 'csv' | 'pdf') =>
    call(t.app, {
      method: 'GET',
      url: `/teams/pool/statement?${new URLSearchParams({ teamId: team.team.id, from: ymd(day1), to: ymd(clock), format })}`,
      token: team.members[0]!.token,
    });

  it('prints the same pool lines in the CSV, adding up to a closing balance that is the screen’s', async () => {
    const expected = await poolSummary(t.database.db, {
      teamId: team.team.id,
      periodStart: day1,
      periodEnd: clock,
    });
    const res = await statement('csv');
    expect(res.statusCode).toBe(200);
    const poolLines = parseCsv(res.body).filter((l) => l[2]!.startsWith('Pool '));
    const rows = poolLines.map((l) => [l[2], l[7], l[8], l[9], l[11]]);
    const major = (n: number, c: string) => toMajorString(n, c);
    const usd = byCurrency(expected.currencies, 'USD');
    expect(rows.filter((r) => r[4] === 'USD')).toEqual([
      ['Pool opening balance', '', major(0, 'USD'), '', 'USD'],
      ['Pool tips', '4 tips', major(usd.tips.amount, 'USD'), '4', 'USD'],
      ['Pool refunds', '1 refund', major(-usd.refunds.amount, 'USD'), '1', 'USD'],
      ['Pool shared out', 'Runs #1, #2', major(-usd.sharedOut.amount, 'USD'), '2', 'USD'],
      ['Pool closing balance', '', major(usd.closing, 'USD'), '', 'USD'],
    ]);
    expect(poolLines.every((l) => l[4] === day1.toISOString() && l[5] === clock.toISOString())).toBe(true);
    // In cents: every line but the last adds up to the last, per currency.
    for (const currency of ['EUR', 'USD']) {
      const cents = poolLines.filter((l) => l[11] === currency).map((l) => Math.round(Number(l[8]) * 100));
      expect(sum(cents.slice(0, -1))).toBe(cents.at(-1));
    }
    const screen = byCurrency((await overview()).summary.currencies, 'USD');
    expect(major(screen.closing, 'USD')).toBe(
      rows.find((r) => r[0] === 'Pool closing balance' && r[4] === 'USD')![2],
    );
  });

  it('prints the same pool lines in the PDF', async () => {
    const expected = await poolSummary(t.database.db, {
      teamId: team.team.id,
      periodStart: day1,
      periodEnd: clock,
    });
    const res = await statement('pdf');
    expect(res.statusCode).toBe(200);
    const text = pdfTextLines(res.rawPayload).join('\n');
    expect(text).toContain('Team pool from');
    for (const line of expected.currencies) {
      const printed = summaryEntries(line).map((entry) =>
        [en.summary[entry.key], entry.detail, formatAmount(entry.amount, line.currency, 'en')]
          .filter(Boolean)
          .join('\n'),
      );
      expect(text).toContain(printed.join('\n'));
    }
    expect(text).toContain('Refunds\n1 refund\n-');
    expect(text).toContain('Shared out\nRuns #1, #2\n-');
  });
});
