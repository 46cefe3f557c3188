import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';
import { addToTeam, call, newTeam, type Person, type TestTeam } from './team-test-helpers.ts';

interface Tip {
  amounts: { tip: number };
  comment: string | null;
  payee: { id: string };
}

describe("a team's tips", () => {
  let t: TestApp;
  let team: TestTeam;
  let admin: Person;
  let maria: Person;
  let omar: Person;
  let outsider: Person;

  async function tip(payee: string, amount: number, comment: string) {
    const res = await giveTip(t.app, {
      body: {
        payee,
        amount,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
        comment,
      },
    });
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    team = await newTeam(db);
    admin = await addToTeam(db, team, 'admin');
    maria = await addToTeam(db, team, 'member', await createReceiver(db, { accountType: 'teamMember' }));
    omar = await addToTeam(db, team, 'member', await createReceiver(db, { accountType: 'teamMember' }));
    outsider = await createReceiver(db);
    await tip(team.owner.user.id, 1000, 'for the pool');
    await tip(maria.user.id, 500, 'for maria');
    await tip(omar.user.id, 300, 'for omar');
    await tip(outsider.user.id, 700, 'not the team');
  });
  afterAll(() => t.close());

  const list = async (person: Person, query = '') => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/teams/getTransactions?teamId=${team.team.id}&page=1${query}`,
      token: person.token,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { transactions: Tip[]; total: number; hasMore: boolean; page: number };
  };
  const amounts = (tips: Tip[]) => tips.map((x) => x.amounts.tip).sort((a, b) => a - b);

  it('shows managers every tip given through the team, with words only for the pool', async () => {
    for (const manager of [team.owner, admin]) {
      const data = await list(manager);
      expect(amounts(data.transactions)).toEqual([300, 500, 1000]);
      const words = Object.fromEntries(data.transactions.map((x) => [x.amounts.tip, x.comment]));
      expect(words).toEqual({ 1000: 'for the pool', 500: null, 300: null });
    }
  });

  it("shows a member the pool's tips and their own, and only their own words", async () => {
    const data = await list(maria);
    expect(amounts(data.transactions)).toEqual([500, 1000]);
    const words = Object.fromEntries(data.transactions.map((x) => [x.amounts.tip, x.comment]));
    expect(words).toEqual({ 1000: null, 500: 'for maria' });
  });

  it('pages', async () => {
    const data = await list(team.owner, '&limit=2');
    expect(data.transactions).toHaveLength(2);
    expect(data).toMatchObject({ total: 3, hasMore: true, page: 1 });
    const second = await call(t.app, {
      method: 'GET',
      url: `/teams/getTransactions?teamCode=${team.team.code}&page=2&limit=2`,
      token: team.owner.token,
    });
    expect(second.json().data).toMatchObject({ total: 3, hasMore: false, page: 2 });
    expect(second.json().data.transactions).toHaveLength(1);
  });

  it("shows a member's profile and their tips through the team to managers and to themselves", async () => {
    const profile = (as: Person, userId: string) =>
      call(t.app, {
        method: 'GET',
        url: `/teams/get-team-member-profile?page=1&toTeamId=${team.team.id}&teamCode=${team.team.code}&userId=${userId}`,
        token: as.token,
      });
    const res = await profile(admin, maria.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.member).toMatchObject({
      userId: maria.user.id,
      role: 'member',
      status: 'accepted',
    });
    expect(amounts(res.json().data.transactions)).toEqual([500]);
    expect((await profile(maria, maria.user.id)).statusCode).toBe(200);
    const other = await profile(maria, omar.user.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Team member not found.');
    expect((await profile(team.owner, outsider.user.id)).statusCode).toBe(404);
  });

  it('refuses a teamCode and teamId that name different teams', async () => {
    const other = await newTeam(t.database.db);
    const res = await call(t.app, {
      method: 'GET',
      url: `/teams/getTransactions?teamId=${team.team.id}&teamCode=${other.team.code}`,
      token: team.owner.token,
    });
    expect(res.statusCode).toBe(404);
  });
});
