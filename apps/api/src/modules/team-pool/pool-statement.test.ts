import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamPoolRunRow } from '../../db/schema/team-pool.ts';
import { users } from '../../db/schema/users.ts';
import { formatAmount } from '../../integrations/mail/mail-locale.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addToTeam, call, newTeam, type Person } from '../teams/team-test-helpers.ts';
import { STATEMENT_CSV_HEADER } from './pool-statement.csv.ts';
import {
  addLinkedMember,
  DAY_MS,
  newPoolTeam,
  putPolicy,
  shareOut,
  tipTeam,
  type PoolTeam,
} from './pool-test-helpers.ts';
import type { PoolRunRecord } from './run-record.ts';
import { parseCsv } from './testing/parse-csv.ts';
import { pdfTextLines, pdfTextPlaces } from './testing/pdf-text.ts';

const ARABIC_FONT = '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf';

describe('GET /teams/pool/statement', () => {
  let t: TestApp;
  let clock = new Date();
  let team: PoolTeam;
  let admin: Person;
  const runs: TeamPoolRunRow[] = [];
  // Two runs on consecutive days three days ago: hours, then points per role.
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const day1 = new Date(today - 3 * DAY_MS);
  const day2 = new Date(today - 2 * DAY_MS);
  const ymd = (d: Date) => d.toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    team = await newPoolTeam(t.database.db, { members: 2, createdDaysAgo: 10 });
    admin = await addLinkedMember(t.database.db, team, { admin: true });
    const [a, b] = team.members.map((m) => m.user.id);
    clock = new Date(day1.getTime() + 10 * 60 * 60 * 1000);
    const hours = [
      { userId: a!, hoursHundredths: 800 },
      { userId: b!, hoursHundredths: 400 },
      { userId: admin.user.id, hoursHundredths: 150 },
    ];
    expect(
      (await putPolicy(t.app, team, { kind: 'hours', frequency: 'onDemand', members: hours })).statusCode,
    ).toBe(200);
    await tipTeam(t.app, team, 1000);
    await tipTeam(t.app, team, 777);
    await tipTeam(t.app, team, 1234, 'EUR');
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    runs.push(await shareOut(t, team, { now: clock }));

    clock = new Date(day2.getTime() + 9 * 60 * 60 * 1000);
    const saved = await putPolicy(t.app, team, {
      kind: 'points',
      frequency: 'onDemand',
      roles: [
        { name: 'Server', points: 3 },
        { name: '=Runner', points: 1 },
      ],
      members: [
        { userId: a!, role: 'Server' },
        { userId: b!, role: '=Runner' },
        { userId: admin.user.id, role: 'Server' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    await tipTeam(t.app, team, 2001);
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    runs.push(await shareOut(t, team, { now: clock }));
    clock = new Date(today + 12 * 60 * 60 * 1000);
  });
  afterAll(() => t.close());

  const statement = (token: string, query: Record<string, string>) =>
    call(t.app, {
      method: 'GET',
      url: `/teams/pool/statement?${new URLSearchParams({ teamId: team.team.id, ...query })}`,
      token,
    });
  const major = (minor: number) => (minor / 100).toFixed(2);

  /** What the runs' records say of one member, as the CSV must list it. */
  function expectedLines(person: Person) {
    const lines: string[][] = [];
    const totals = new Map<string, number>();
    for (const run of runs) {
      const record = run.record as PoolRunRecord;
      const member = record.members.find((m) => m.userId === person.user.id)!;
      const input =
        record.policy.kind === 'hours'
          ? `${major(member.hoursHundredths!)} h`
          : `${member.role?.startsWith('=') ? "'" : ''}${member.role}: ${member.weight} points`;
      const shares = record.shares
        .filter((s) => s.userId === person.user.id)
        .sort((x, y) => x.currency.localeCompare(y.currency));
      for (const share of shares) {
        const pool = record.pools.find((p) => p.currency === share.currency)!;
        lines.push([
          team.team.name,
          person.user.username,
          String(run.seq),
          run.createdAt.toISOString(),
          run.periodStart.toISOString(),
          run.periodEnd.toISOString(),
          record.policy.kind === 'hours' ? 'Hours worked' : 'Points per role',
          input,
          major(pool.amount),
          '',
          major(share.amount),
          share.currency,
          run.hash,
        ]);
        totals.set(share.currency, (totals.get(share.currency) ?? 0) + share.amount);
      }
    }
    return { lines, totals };
  }

  it("lists each of the member's shares exactly as the runs recorded them, with totals per currency", async () => {
    const member = team.members[1]!;
    const res = await statement(member.token, { from: ymd(day1), to: ymd(day2) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="opentip-statement-${team.team.code}-${ymd(day1)}-${ymd(day2)}.csv"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const parsed = parseCsv(res.body);
    const { lines, totals } = expectedLines(member);
    expect(lines).toHaveLength(3); // run 1 in EUR and USD, run 2 in USD
    expect(parsed.slice(0, 1 + lines.length)).toEqual([[...STATEMENT_CSV_HEADER], ...lines]);
    const totalLines = parsed.slice(1 + lines.length).filter((l) => l[2] === 'Total');
    expect(totalLines.map((l) => [l[2], l[10], l[11]])).toEqual([
      ['Total', major(totals.get('EUR')!), 'EUR'],
      ['Total', major(totals.get('USD')!), 'USD'],
    ]);
  });

  it('covers whole UTC days: a one-day statement holds only that day’s run; an empty one is still a statement', async () => {
    const member = team.members[0]!;
    const second = parseCsv((await statement(member.token, { from: ymd(day2), to: ymd(day2) })).body);
    const shareLines = second.slice(1).filter((l) => !l[2]!.startsWith('Pool '));
    expect(shareLines.map((l) => [l[2], l[11]])).toEqual([
      ['2', 'USD'],
      ['Total', 'USD'],
    ]);
    const before = await statement(member.token, {
      from: ymd(new Date(day1.getTime() - DAY_MS)),
      to: ymd(new Date(day1.getTime() - DAY_MS)),
    });
    expect(before.statusCode).toBe(200);
    expect(parseCsv(before.body)).toEqual([[...STATEMENT_CSV_HEADER]]);
  });

  it("refuses a member another member's statement, and gives it to managers", async () => {
    const [a, b] = team.members;
    const refused = await statement(a!.token, { from: ymd(day1), to: ymd(day2), userId: b!.user.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Team member not found.');
    const expected = expectedLines(b!).lines;
    for (const manager of [team.owner, admin]) {
      const res = await statement(manager.token, { from: ymd(day1), to: ymd(day2), userId: b!.user.id });
      expect(res.statusCode).toBe(200);
      expect(parseCsv(res.body).slice(1, 1 + expected.length)).toEqual(expected);
    }
    const stranger = await newTeam(t.database.db);
    for (const userId of [stranger.owner.user.id, randomUUID()]) {
      const res = await statement(team.owner.token, { from: ymd(day1), to: ymd(day2), userId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Team member not found.');
    }
  });

  it('still gives a member who has left the team their own statement, and nobody else’s', async () => {
    const leaver = team.members[1]!;
    const expected = expectedLines(leaver).lines;
    const left = await call(t.app, {
      method: 'POST',
      url: '/teams/leave-team',
      token: leaver.token,
      payload: { teamId: team.team.id },
    });
    expect(left.statusCode).toBe(200);
    const own = await statement(leaver.token, { from: ymd(day1), to: ymd(day2) });
    expect(own.statusCode).toBe(200);
    expect(parseCsv(own.body).slice(1, 1 + expected.length)).toEqual(expected);
    const other = await statement(leaver.token, {
      from: ymd(day1),
      to: ymd(day2),
      userId: team.members[0]!.user.id,
    });
    expect(other.statusCode).toBe(404);
  });

  it('tells outsiders and pending members only that the team is not found', async () => {
    const other = await newTeam(t.database.db);
    const pending = await addToTeam(t.database.db, team, 'pending');
    for (const person of [other.owner, pending]) {
      const res = await statement(person.token, { from: ymd(day1), to: ymd(day2) });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Team not found.');
    }
    const visitor = await t.app.inject({
      url: `/api/v1/teams/pool/statement?teamId=${team.team.id}&from=${ymd(day1)}&to=${ymd(day2)}`,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('asks for a valid period of at most 366 days', async () => {
    const member = team.members[0]!;
    const invalid = 'Please choose a valid period (at most one year).';
    for (const [from, to] of [
      [ymd(day2), ymd(day1)],
      ['2025-01-01', '2026-01-02'],
      ['2026-02-30', '2026-03-01'],
      ['2026-1-1', '2026-01-31'],
      ['', '2026-01-31'],
    ]) {
      const res = await statement(member.token, { from: from!, to: to! });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(invalid);
    }
    expect((await statement(member.token, { from: '2024-01-01', to: '2024-12-31' })).statusCode).toBe(200);
    expect(
      (await statement(member.token, { from: ymd(day1), to: ymd(day2), format: 'xls' })).statusCode,
    ).toBe(400);
  });

  it('gives a print-ready PDF', async () => {
    const member = team.members[0]!;
    const res = await statement(member.token, { from: ymd(day1), to: ymd(day2), format: 'pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="opentip-statement-${team.team.code}-${ymd(day1)}-${ymd(day2)}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const empty = await statement(member.token, { from: '2024-01-01', to: '2024-01-31', format: 'pdf' });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is written in the downloading person's language: French and Arabic words, ISO dates and dot amounts in the CSV", async () => {
    const member = team.members[0]!;
    const speak = (lang: 'fr' | 'ar' | 'en') =>
      t.database.db.update(users).set({ lang }).where(eq(users.id, member.user.id));
    const period = { from: ymd(day1), to: ymd(day2) };
    const english = parseCsv((await statement(member.token, period)).body);
    const { lines, totals } = expectedLines(member);
    try {
      await speak('fr');
      const fr = parseCsv((await statement(member.token, period)).body);
      expect(fr[0]!.slice(0, 3)).toEqual(['Équipe', 'Membre', 'Répartition']);
      // The same lines, the words in French; dates ISO and amounts with a dot, for spreadsheets.
      expect(fr[1]!.slice(0, 6)).toEqual(english[1]!.slice(0, 6));
      expect(fr[1]!.slice(6, 8)).toEqual(['Heures travaillées', `${major(800)} h`]);
      expect(fr[1]!.slice(8)).toEqual(english[1]!.slice(8));
      expect(fr.filter((l) => l[2] === 'Total').map((l) => [l[10], l[11]])).toEqual(
        ['EUR', 'USD'].map((currency) => [major(totals.get(currency)!), currency]),
      );
      expect(fr.map((l) => l[2])).toContain('Cagnotte : solde de clôture');
      const frPdf = pdfTextLines((await statement(member.token, { ...period, format: 'pdf' })).rawPayload);
      expect(frPdf).toContain('Relevé de la cagnotte des pourboires');
      expect(frPdf).toContain('Heures travaillées');
      // Amounts as a French reader writes them.
      expect(frPdf).toContain(formatAmount(totals.get('USD')!, 'USD', 'fr').replace(/\s/g, ' '));

      await speak('ar');
      const ar = parseCsv((await statement(member.token, period)).body);
      expect(ar[0]![0]).toBe('الفريق');
      expect(ar.slice(1, 1 + lines.length).map((l) => [l[3], l[10], l[11]])).toEqual(
        lines.map((l) => [l[3], l[10], l[11]]),
      );
      expect(ar.map((l) => l[2])).toContain('المجموع');
      const arRes = await statement(member.token, { ...period, format: 'pdf' });
      expect(arRes.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const arText = pdfTextLines(arRes.rawPayload).join('\n');
      for (const word of ['Tip pool statement', 'Hours worked', 'Total', 'Run hash'])
        expect(arText).not.toContain(word);
      if (existsSync(ARABIC_FONT))
        expect(arRes.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]+\+NotoSansArabic/);
      // Right to left: the run numbers against the right margin, the shares at the left one.
      const places = pdfTextPlaces(arRes.rawPayload);
      // (The run's number is also in the pool's lines, as "Run #1" in words.)
      const runX = places.filter((place) => place.text === `#${runs[0]!.seq}`).map((place) => place.x);
      expect(Math.max(...runX)).toBeGreaterThan(500);
      const share = formatAmount(totals.get('EUR')!, 'EUR', 'ar').replace(/[\u200e\u200f\u061c]/g, '');
      expect(
        Math.min(...places.filter((p) => share.startsWith(p.text.trim()) && p.text.trim()).map((p) => p.x)),
      ).toBeLessThan(100);
    } finally {
      await speak('en');
    }
  });
});
