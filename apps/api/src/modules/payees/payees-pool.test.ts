import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver } from '../../../test/tips-fixtures.ts';
import { addToTeam } from '../teams/team-test-helpers.ts';
import { leaveTeam } from '../teams/team-decisions.service.ts';
import { newPoolTeam, putPolicy, shareOut, tipTeam } from '../team-pool/pool-test-helpers.ts';

describe('team pools seen by guests and members', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const details = (ref: string) =>
    t.app.inject({ url: `/api/v1/payee/payee-details/${encodeURIComponent(ref)}` });
  const balance = (token: string) =>
    t.app.inject({ url: '/api/v1/payee/getBalance', headers: bearer(token) });

  describe('GET /payee/payee-details: the sharing note', () => {
    it("tells the guest a team's tips are shared equally among its members (not the owner)", async () => {
      const team = await newPoolTeam(db(), { members: 3 });
      // Neither a pending request nor a former member shares the pool.
      await addToTeam(db(), team, 'pending');
      const gone = await addToTeam(db(), team, 'member');
      await leaveTeam(db(), { user: gone.user, ref: { teamId: team.team.id }, now: new Date() });

      const res = await details(team.owner.user.payeeCode);
      expect(res.statusCode).toBe(200);
      // Three sharing members: few enough for a guest to read their names.
      expect(res.json().data.payee.pool).toEqual({
        kind: 'equal',
        team: team.team.name,
        memberCount: 3,
        members: team.members.map((m) => m.user.username).sort(),
      });
    });

    it('counts without naming a larger team, and says when nobody shares yet', async () => {
      const big = await newPoolTeam(db(), { members: 4 });
      const many = (await details(big.owner.user.payeeCode)).json().data.payee.pool;
      expect(many).toEqual({ kind: 'equal', team: big.team.name, memberCount: 4, members: [] });
      const empty = await newPoolTeam(db(), { members: 0 });
      const nobody = (await details(empty.owner.user.payeeCode)).json().data.payee.pool;
      expect(nobody).toEqual({ kind: 'equal', team: empty.team.name, memberCount: 0, members: [] });
    });

    it("follows the owner's policy and counts admins, who share too", async () => {
      const team = await newPoolTeam(db(), { members: 2 });
      await addToTeam(db(), team, 'admin');
      const saved = await putPolicy(t.app, team, {
        kind: 'points',
        frequency: 'weekly',
        roles: [{ name: 'Server', points: 2 }],
      });
      expect(saved.statusCode).toBe(200);
      const res = await details(team.owner.user.id);
      expect(res.json().data.payee.pool).toMatchObject({ kind: 'points', memberCount: 3 });
      expect(res.json().data.payee.pool.members).toHaveLength(3);
    });

    it('says nothing of a pool for a receiver who is not a team account, even a team member', async () => {
      const team = await newPoolTeam(db(), { members: 1 });
      const member = team.members[0]!;
      expect((await details(member.user.uniqueId)).json().data.payee.pool).toBeNull();
      const individual = await createReceiver(db());
      expect((await details(individual.user.payeeCode)).json().data.payee.pool).toBeNull();
    });
  });

  describe('GET /payee/getBalance: pool shares', () => {
    it("shows a member's share after a run, as pool shares and as available money", async () => {
      const team = await newPoolTeam(db(), { members: 2 });
      const { net } = await tipTeam(t.app, team, 1001);
      const run = await shareOut(t, team);
      const record = run.record as { shares: { userId: string; currency: string; amount: number }[] };
      const [first, second] = team.members;
      for (const member of [first!, second!]) {
        const share = record.shares.find((s) => s.userId === member.user.id && s.currency === 'USD');
        expect(share?.amount).toBeGreaterThan(0);
        const res = await balance(member.token);
        expect(res.statusCode).toBe(200);
        expect(res.json().data.balance).toEqual({
          currency: 'USD',
          todayTips: 0,
          receivedToday: 0,
          total: 0,
          available: share!.amount,
          pending: 0,
          nextAvailableAt: null,
          holdHours: 24,
          poolShares: share!.amount,
        });
      }
      expect(record.shares.reduce((sum, s) => sum + s.amount, 0)).toBe(net);
      // The team's own balance is the pool, now empty: sharing out is not a share received.
      const pool = (await balance(team.owner.token)).json().data.balance;
      expect(pool).toMatchObject({
        currency: 'USD',
        total: net,
        available: 0,
        pending: 0,
        nextAvailableAt: null,
        // A pool is shared out, not withdrawn: nothing of it is held.
        holdHours: 0,
        poolShares: 0,
      });
    });

    it('gives a member whose only money is a share in another currency a balance in that currency', async () => {
      const team = await newPoolTeam(db(), { members: 1 });
      const member = team.members[0]!;
      await db().update(users).set({ currency: 'EUR' }).where(eq(users.id, member.user.id));
      const { net } = await tipTeam(t.app, team, 2500, 'GBP');
      await shareOut(t, team);
      const res = await balance(member.token);
      expect(res.json().data).toEqual({
        balance: {
          currency: 'EUR',
          todayTips: 0,
          receivedToday: 0,
          total: 0,
          available: 0,
          pending: 0,
          nextAvailableAt: null,
          holdHours: 24,
          poolShares: 0,
        },
        otherCurrencies: [
          {
            currency: 'GBP',
            todayTips: 0,
            receivedToday: 0,
            total: 0,
            available: net,
            pending: 0,
            nextAvailableAt: null,
            holdHours: 24,
            poolShares: net,
          },
        ],
      });
    });
  });
});
