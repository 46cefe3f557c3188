import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@opentip/shared/money';
import { payouts } from '../../db/schema/payouts.ts';
import { users } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { withdraw } from '../../../test/payouts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  createReceiver,
  giveTip,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import type { Person } from '../teams/team-test-helpers.ts';
import {
  DAY_MS,
  newPoolTeam,
  putPolicy,
  shareOut,
  tipTeam,
  type PoolTeam,
} from '../team-pool/pool-test-helpers.ts';
import { parseCsv } from '../team-pool/testing/parse-csv.ts';
import { pdfTextLines } from '../team-pool/testing/pdf-text.ts';
import { receiverKeys } from './statement-lines.ts';
import {
  csvMoney,
  giverMoves,
  ledgerMoves,
  requestStatement,
  sums,
  type LedgerMove,
} from './statements-testing.ts';

const HOUR_MS = 3_600_000;
const ARABIC_FONT = '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf';
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const today = new Date(new Date().toISOString().slice(0, 10));
// Last month, complete: the activity is in it; one older tip is two months back.
const monthStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
const monthEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
const month = { from: ymd(monthStart), to: ymd(monthEnd) };
const older = new Date(monthStart.getTime() - 40 * DAY_MS + 9 * HOUR_MS);
/** The UK tax year (6 April to 5 April) the month's activity falls in. */
function taxYearOf(day: Date) {
  const year = day.getUTCFullYear();
  const starts = day >= new Date(Date.UTC(year, 3, 6)) ? year : year - 1;
  return { from: `${starts}-04-06`, to: `${starts + 1}-04-05` };
}
const taxYear = taxYearOf(monthStart);

type Row = string[];
const SECTION = 0;
const DATE = 1;
const TYPE = 2;
const PARTY = 3;
const NET = 6;
const CURRENCY = 8;
const REFERENCE = 9;

describe('GET /statements: a person’s own statement for a period, CSV and PDF', () => {
  let t: TestApp;
  let clock = new Date(monthStart.getTime() + DAY_MS + 9 * HOUR_MS);
  let team: PoolTeam;
  let amina: Person;
  let bilal: Person;
  let outsider: Person;
  let giver: Person;
  const tipRefs: Record<string, string> = {};
  let payoutRef = '';
  let outsiderTipRef = '';

  const at = (days: number, hours = 10) =>
    (clock = new Date(monthStart.getTime() + days * DAY_MS + hours * HOUR_MS));
  const tip = async (to: Person, amount: number, currency = 'USD') => {
    const res = await giveTip(t.app, {
      token: giver.token,
      body: {
        payee: to.user.id,
        amount,
        currency,
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.transaction as { id: string };
  };

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    const db = t.database.db;
    team = await newPoolTeam(db, { members: 2, createdDaysAgo: 120 });
    [amina, bilal] = team.members as [Person, Person];
    outsider = await createReceiver(db);
    giver = await createGiver(db);

    clock = older;
    await tip(amina, 700);
    at(2);
    expect((await putPolicy(t.app, team, { kind: 'equal', frequency: 'onDemand' })).statusCode).toBe(200);
    tipRefs.first = (await tip(amina, 2000)).id;
    await tip(amina, 1500, 'EUR');
    outsiderTipRef = (await tip(outsider, 999)).id;
    at(3);
    const refunded = await tip(amina, 1500);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${refunded.id}/refund`,
      headers: bearer(amina.token),
      payload: { amount: 400 },
    });
    expect(refund.statusCode).toBe(200);
    at(4);
    await tipTeam(t.app, team, 3000);
    at(4, 12);
    await shareOut(t, team, { now: clock });
    at(8);
    const payout = await withdraw(t.app, amina.token, { provider: 'sandbox', currency: 'USD', amount: 1000 });
    expect(payout.statusCode).toBe(200);
    const [paid] = await db.select().from(payouts).where(eq(payouts.id, payout.json().data.payout.id));
    payoutRef = paid?.providerPayoutId ?? '';
    expect(payoutRef).not.toBe('');
    clock = new Date();
  });
  afterAll(() => t.close());

  const statement = (token: string, query: Record<string, string>) => requestStatement(t.app, token, query);
  const csvOf = async (token: string, query: Record<string, string>) => {
    const res = await statement(token, { format: 'csv', ...query });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return parseCsv(res.body);
  };
  const section = (rows: Row[], name: string) => rows.filter((row) => row[SECTION] === name);
  /** Each statement line against the ledger's move, in order: date, net, currency. */
  const expectLinesMatch = (lines: Row[], moves: LedgerMove[]) => {
    expect(lines.map((row) => [row[DATE], row[NET], row[CURRENCY]])).toEqual(
      moves.map((move) => [move.at, csvMoney(move.amount, move.currency), move.currency]),
    );
  };
  const netTotals = (rows: Row[], label: string) =>
    new Map(
      section(rows, 'Total')
        .filter((row) => row[TYPE] === label)
        .map((row) => [row[CURRENCY]!, row[NET]!]),
    );
  const asCsv = (totals: Map<string, number>) =>
    new Map([...totals].map(([currency, amount]) => [currency, csvMoney(amount, currency)]));

  it('tips received, a month: every line and the per-currency totals are the ledger’s', async () => {
    const rows = await csvOf(amina.token, { ...month, kind: 'received' });
    expect(rows[0]).toEqual([
      '',
      'Date (UTC)',
      'Type',
      'Team',
      'Amount',
      'Fee',
      'Net',
      'Refunded',
      'Currency',
      'Reference',
    ]);
    const lines = section(rows, 'Line');
    const moves = await ledgerMoves(t.database.db, receiverKeys(amina.user.id), month.from, month.to);
    expectLinesMatch(lines, moves);
    expect(lines.map((row) => row[TYPE])).toEqual(['Tip', 'Tip', 'Tip', 'Refund', 'Pool share', 'Payout']);
    expect(netTotals(rows, 'Net change of balance')).toEqual(asCsv(sums(moves)));
    expect([...sums(moves).keys()].sort()).toEqual(['EUR', 'USD']);

    // The tip line: gross, fee, net and how much of it was refunded; the refund, the payout's reference.
    const [first, , refundedTip, refund, share, payout] = lines as Row[];
    expect(first!.slice(4, 8)).toEqual(['20.00', '1.00', '19.00', '0.00']);
    expect(refundedTip!.slice(4, 8)).toEqual(['15.00', '0.75', '14.25', '4.00']);
    expect(refund!.slice(4, 7)).toEqual(['4.00', '0.20', '-3.80']);
    expect(share![PARTY]).toBe(team.team.name);
    expect(payout![REFERENCE]).toBe(payoutRef);
    expect(payout![NET]).toBe('-10.00');
    expect(payout![PARTY]).toBe('sandbox');
    expect(netTotals(rows, 'Tips (gross)').get('USD')).toBe('35.00');
    expect(netTotals(rows, 'Refunds').get('USD')).toBe('-3.80');

    // Form 4070's monthly line: card tips less refunds, per team; the old tip is not in the month.
    const monthly = section(rows, 'Monthly summary');
    expect(monthly.length).toBeGreaterThan(0);
    expect(monthly.every((row) => row[DATE] === month.from.slice(0, 7))).toBe(true);
    const cardTips = monthly.filter((row) => row[TYPE] === 'Card tips' && row[CURRENCY] === 'USD');
    expect(cardTips.map((row) => row[NET])).toEqual(['31.00']);
    expect(rows.some((row) => row[DATE]?.startsWith(ymd(older)))).toBe(false);
  });

  it('tips received, a tax year: more lines than the month, still the ledger’s to the cent', async () => {
    const rows = await csvOf(amina.token, { ...taxYear, kind: 'received' });
    const moves = await ledgerMoves(t.database.db, receiverKeys(amina.user.id), taxYear.from, taxYear.to);
    expectLinesMatch(section(rows, 'Line'), moves);
    expect(netTotals(rows, 'Net change of balance')).toEqual(asCsv(sums(moves)));
    expect(section(rows, 'Line').length).toBeGreaterThanOrEqual(6);
  });

  it('the PDF is a valid A4 statement that prints the totals', async () => {
    const res = await statement(amina.token, { ...month, format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="opentip-received-${month.from}-${month.to}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfTextLines(res.rawPayload).join('\n');
    const moves = await ledgerMoves(t.database.db, receiverKeys(amina.user.id), month.from, month.to);
    // Dollars print in Helvetica, whose text this reads; the euro sign needs an embedded font.
    const usd = sums(moves).get('USD') ?? 0;
    expect(text).toContain(formatMoney(usd, 'USD', 'en'));
    expect(text).toContain(payoutRef);
    for (const printed of [
      'Statement of tips received',
      'Totals per currency',
      'Monthly tip summary',
      payoutRef,
    ])
      expect(text).toContain(printed);
  });

  it('tips given: the giver’s receipts, each the ledger’s charge or refund', async () => {
    const rows = await csvOf(giver.token, { ...month, kind: 'given' });
    expect(rows[0]![PARTY]).toBe('Receiver');
    const moves = await giverMoves(t.database.db, giver.user.id, month.from, month.to);
    expectLinesMatch(section(rows, 'Line'), moves);
    expect(netTotals(rows, 'Net paid')).toEqual(asCsv(sums(moves)));
    expect(netTotals(rows, 'Refunded to you').get('USD')).toBe('4.00');
    expect(section(rows, 'Line').map((row) => row[REFERENCE])).not.toContain('');
  });

  it('allocated tips: the team owner’s record of who got what from the pool, and when', async () => {
    const rows = await csvOf(team.owner.token, { ...month, kind: 'allocated' });
    const lines = section(rows, 'Line');
    expect(lines).toHaveLength(2);
    const names = [amina, bilal].map((p) => `${p.user.fullName} (${team.team.name})`);
    expect(lines.map((row) => row[PARTY]).sort()).toEqual(names.sort());
    const pool = await ledgerMoves(t.database.db, [`teamPool:${team.team.id}`], month.from, month.to);
    const sharedOut = pool.filter((move) => move.kind === 'poolShare');
    expect(netTotals(rows, 'Tips allocated')).toEqual(asCsv(new Map([['USD', -sharedOut[0]!.amount]])));
    // A member who manages no team has no such record.
    const refused = await statement(amina.token, { ...month, format: 'csv', kind: 'allocated' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'STATEMENT_NO_TEAM' });
  });

  it('in the person’s language: French labels, Arabic labels, right to left in the PDF', async () => {
    const speak = (lang: 'fr' | 'ar' | 'en') =>
      t.database.db.update(users).set({ lang }).where(eq(users.id, amina.user.id));
    await speak('fr');
    const fr = await csvOf(amina.token, { ...month });
    expect(fr[0]).toContain('Montant');
    expect(section(fr, 'Ligne').map((row) => row[TYPE])).toContain('Pourboire');
    const frPdf = pdfTextLines((await statement(amina.token, { ...month, format: 'pdf' })).rawPayload).join(
      '\n',
    );
    expect(frPdf).toContain('Relevé des pourboires reçus');
    expect(frPdf).toContain('Totaux par devise');
    await speak('ar');
    const ar = await csvOf(amina.token, { ...month });
    expect(section(ar, 'سطر').map((row) => row[TYPE])).toContain('إكرامية');
    const arPdf = await statement(amina.token, { ...month, format: 'pdf' });
    expect(arPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfTextLines(arPdf.rawPayload).join('\n')).not.toContain('Statement of tips received');
    // Written in the Arabic font where the machine has it (Debian's fonts-noto-core), as the QR card is.
    if (existsSync(ARABIC_FONT))
      expect(arPdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]+\+NotoSansArabic/);
    await speak('en');
  });

  it('shows only the caller’s own data', async () => {
    const aminaCsv = (await statement(amina.token, { ...taxYear, format: 'csv' })).body;
    expect(aminaCsv).not.toContain(outsiderTipRef);
    const outsiderRows = await csvOf(outsider.token, { ...month });
    expect(section(outsiderRows, 'Line')).toHaveLength(1);
    const bilalRows = await csvOf(bilal.token, { ...month });
    expect(section(bilalRows, 'Line').map((row) => row[TYPE])).toEqual(['Pool share']);
    expect(bilalRows.flat()).not.toContain(payoutRef);
    // No id in the query names anyone: a userId or teamId is not read.
    const sneaky = await statement(outsider.token, { ...month, format: 'csv', userId: amina.user.id });
    expect(sneaky.body).not.toContain(payoutRef);
    expect(tipRefs.first).toBeTruthy();
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });
});
