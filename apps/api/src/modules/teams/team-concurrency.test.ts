import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  addToTeam,
  call,
  membershipRow,
  newTeam,
  userRow,
  type Person,
  type TestTeam,
} from './team-test-helpers.ts';

// On PostgreSQL (TEST_DATABASE_URL) the requests really run at once on a pool of connections.
describe('team decisions at the same moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TEAM_ADMIN_LIMIT: '3' } });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const makeAdmin = (team: TestTeam, token: string, userId: string) =>
    call(t.app, {
      method: 'POST',
      url: '/teams/make-team-admin',
      token,
      payload: { teamId: team.team.id, userId },
    });
  const approval = (team: TestTeam, token: string, userId: string, status: string) =>
    call(t.app, {
      method: 'PUT',
      url: '/user/teamjoinApproval',
      token,
      payload: { teamId: team.team.id, userId, status },
    });

  /**
   * Runs the requests so that they truly overlap: on PostgreSQL, writes to memberships are held
   * back until every request is waiting on a lock (ours, or the team lock it queues behind).
   */
  async function atOnce<T>(requests: () => Promise<T>[], waiting: number): Promise<T[]> {
    if (t.database.kind !== 'postgres') return Promise.all(requests());
    let started: Promise<T[]> | undefined;
    await db().transaction(async (tx) => {
      await tx.execute(sql`lock table team_memberships in exclusive mode`);
      started = Promise.all(requests());
      for (let i = 0; i < 200; i++) {
        const [row] = await rowsOf<{ n: number }>(
          db(),
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((row?.n ?? 0) >= waiting) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    return started ?? [];
  }

  async function adminCount(teamId: string): Promise<number> {
    const [row] = await db()
      .select({ n: count() })
      .from(teamMemberships)
      .where(
        and(
          eq(teamMemberships.teamId, teamId),
          eq(teamMemberships.role, 'admin'),
          eq(teamMemberships.status, 'accepted'),
        ),
      );
    return row?.n ?? 0;
  }

  /** The membership row and the user's columns tell the same story. */
  async function expectConsistent(team: TestTeam, person: Person) {
    const row = await membershipRow(db(), team.team.id, person.user.id);
    const user = await userRow(db(), person.user.id);
    const inTeam = row?.status === 'accepted';
    expect(user.teamId).toBe(inTeam ? team.team.id : null);
    expect(user.isTeamAdmin).toBe(inTeam && row?.role === 'admin');
  }

  it('stops at the admin limit with "Admin Limit Reached", and frees a slot when an admin steps down', async () => {
    const team = await newTeam(db());
    const admins = [];
    for (let i = 0; i < 3; i++) admins.push(await addToTeam(db(), team, 'member'));
    for (const a of admins) expect((await makeAdmin(team, team.owner.token, a.user.id)).statusCode).toBe(200);
    const next = await addToTeam(db(), team, 'member');
    const refused = await makeAdmin(team, admins[0]!.token, next.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Admin Limit Reached');
    await call(t.app, {
      method: 'POST',
      url: '/teams/removeAdmin',
      token: team.owner.token,
      payload: { teamId: team.team.id, userId: admins[2]!.user.id },
    });
    expect((await makeAdmin(team, team.owner.token, next.user.id)).statusCode).toBe(200);
    expect(await adminCount(team.team.id)).toBe(3);
  });

  it('gives exactly one new admin when 20 ask at once for the last slot', async () => {
    const team = await newTeam(db());
    await addToTeam(db(), team, 'admin');
    await addToTeam(db(), team, 'admin');
    const members: Person[] = [];
    for (let i = 0; i < 20; i++) members.push(await addToTeam(db(), team, 'member'));
    const answers = await atOnce(() => members.map((m) => makeAdmin(team, team.owner.token, m.user.id)), 20);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await adminCount(team.team.id)).toBe(3);
    for (const m of members) await expectConsistent(team, m);
  });

  it('leaves every person consistent when approvals race removals', async () => {
    const team = await newTeam(db());
    const admin = await addToTeam(db(), team, 'admin');
    const people: Person[] = [];
    for (let i = 0; i < 6; i++) people.push(await addToTeam(db(), team, 'pending'));
    const calls = () =>
      people.flatMap((p) => [
        approval(team, team.owner.token, p.user.id, 'accept'),
        approval(team, admin.token, p.user.id, 'remove'),
      ]);
    await atOnce(calls, 12);
    for (const p of people) {
      await expectConsistent(team, p);
      expect(['accepted', 'removed']).toContain((await membershipRow(db(), team.team.id, p.user.id))?.status);
    }
  });

  it('never brings a removed member back when a removal races an approval or an admin grant', async () => {
    const team = await newTeam(db());
    const admin = await addToTeam(db(), team, 'admin');
    const people: Person[] = [];
    for (let i = 0; i < 6; i++) people.push(await addToTeam(db(), team, 'member'));
    const calls = () =>
      people.flatMap((p) => [
        approval(team, admin.token, p.user.id, 'remove'),
        makeAdmin(team, team.owner.token, p.user.id),
        approval(team, team.owner.token, p.user.id, 'accept'),
      ]);
    await atOnce(calls, 18);
    for (const p of people) {
      expect((await membershipRow(db(), team.team.id, p.user.id))?.status).toBe('removed');
      await expectConsistent(team, p);
    }
  });

  it('keeps one active team when two teams accept the same person at once', async () => {
    const first = await newTeam(db());
    const second = await newTeam(db());
    const person = await addToTeam(db(), first, 'pending');
    await addToTeam(db(), second, 'pending', person);
    await Promise.all([
      approval(first, first.owner.token, person.user.id, 'accept'),
      approval(second, second.owner.token, person.user.id, 'accept'),
    ]);
    const user = await userRow(db(), person.user.id);
    expect([first.team.id, second.team.id]).toContain(user.teamId);
    const active = await membershipRow(db(), user.teamId!, person.user.id);
    expect(active?.status).toBe('accepted');
  });
});
