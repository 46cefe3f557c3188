import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  createReceiver,
  createTeam,
  giveTip,
  sandboxToken,
} from '../../../test/tips-fixtures.ts';

type Person = { user: UserRow; token: string };

describe('GET /transactions', () => {
  let t: TestApp;
  let clock = new Date('2026-11-20T12:00:00Z');
  let alice: Person;
  let bob: Person;
  let giver: Person;
  let team: Awaited<ReturnType<typeof createTeam>>;

  const tip = async (
    at: string,
    payee: UserRow,
    amount: number,
    options: { from?: Person; comment?: string } = {},
  ) => {
    clock = new Date(at);
    const res = await giveTip(t.app, {
      token: options.from?.token,
      body: {
        payee: payee.id,
        amount,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
        comment: options.comment,
      },
    });
    expect(res.statusCode).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    const db = t.database.db;
    alice = await createReceiver(db, { username: 'alice_waiter' });
    bob = await createReceiver(db, { username: 'bob_porter' });
    giver = await createGiver(db, { username: 'generous_gina' });
    team = await createTeam(db);
    await tip('2026-09-01T10:00:00Z', alice.user, 100, { from: giver }); // older than 30 days
    await tip('2026-11-01T10:00:00Z', alice.user, 200, { from: giver, comment: 'Lovely breakfast' });
    await tip('2026-11-10T10:00:00Z', alice.user, 300);
    await tip('2026-11-15T10:00:00Z', bob.user, 400, { from: giver });
    await tip('2026-11-16T10:00:00Z', team.owner.user, 500, { from: giver });
    clock = new Date('2026-11-20T12:00:00Z');
  });
  afterAll(() => t.close());

  const list = (who: Person, query = '') =>
    t.app.inject({ url: `/api/v1/transactions${query}`, headers: bearer(who.token) });
  const tipAmounts = async (who: Person, query = '') =>
    (await list(who, query)).json().data.transactions.map((x: { amounts: { tip: number } }) => x.amounts.tip);

  it("shows a receiver the last 30 days of tips they received, newest first, and nobody else's", async () => {
    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.transactions.map((x: { amounts: { tip: number } }) => x.amounts.tip)).toEqual([300, 200]);
    expect(data).toMatchObject({ page: 1, total: 2, hasMore: false, endDate: '2026-11-20T12:00:00.000Z' });
    expect(data.startDate).toBe('2026-10-21T12:00:00.000Z');
    expect(data.transactions[1]).toMatchObject({
      giver: { username: 'generous_gina' },
      payee: { id: alice.user.id },
      comment: 'Lovely breakfast',
      feedback: null,
    });
  });

  it('shows a giver what they gave', async () => {
    expect(await tipAmounts(giver)).toEqual([500, 400, 200]);
    expect(await tipAmounts(giver, '?type=received')).toEqual([]);
    expect(await tipAmounts(alice, '?type=all')).toEqual([300, 200]);
  });

  it('filters by dates (whole days), search and pages', async () => {
    expect(await tipAmounts(alice, '?startDate=2026-08-01&endDate=2026-11-01')).toEqual([200, 100]);
    expect(await tipAmounts(alice, '?startDate=2026-11-02')).toEqual([300]);
    expect(await tipAmounts(giver, '?search=BOB')).toEqual([400]);
    expect(await tipAmounts(alice, '?search=breakfast')).toEqual([200]);
    expect(await tipAmounts(giver, '?search=%25')).toEqual([]);
    const page2 = (await list(giver, '?limit=2&page=2')).json().data;
    expect(page2).toMatchObject({ page: 2, limit: 2, total: 3, hasMore: false });
    expect(page2.transactions).toHaveLength(1);
  });

  it("shows a team's tips to its owner only", async () => {
    expect(await tipAmounts(team.owner, `?teamId=${team.teamId}`)).toEqual([500]);
    expect(await tipAmounts(team.owner, `?toTeamId=${team.teamId}`)).toEqual([500]);
    expect(await tipAmounts(team.owner, '?teamLogin=true')).toEqual([500]);
    for (const query of [
      `?teamId=${team.teamId}`,
      `?toTeamId=${team.teamId}`,
      `?fromTeamId=${team.teamId}`,
      `?userTeamId=${team.teamId}`,
    ]) {
      const refused = await list(alice, query);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Team not found.');
    }
  });

  it('refuses bad parameters with a clear 400', async () => {
    for (const [query, message] of [
      ['?startDate=yesterday', 'Please choose a valid date.'],
      ['?startDate=2026-11-10&endDate=2026-11-01', 'The start date must not be after the end date.'],
      ['?type=stolen', 'Some of the information sent is not valid.'],
      ['?limit=1000', 'Some of the information sent is not valid.'],
      ['?userType=admin', 'Please choose tip receiver or tip giver'],
    ] as const) {
      const res = await list(alice, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/v1/transactions' })).statusCode).toBe(401);
  });
});
