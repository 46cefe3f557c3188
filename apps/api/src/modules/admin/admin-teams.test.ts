import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addToTeam, call as teamCall } from '../teams/team-test-helpers.ts';
import { newPoolTeam, shareOut, tipTeam, type PoolTeam } from '../team-pool/pool-test-helpers.ts';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('teams (admin)', () => {
  let t: TestApp;
  let admin: { token: string };
  let clock = new Date();
  let team: PoolTeam;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
    admin = await createAdmin(t.database.db);
    team = await newPoolTeam(t.database.db, { members: 2 });
    await addToTeam(t.database.db, team, 'pending');
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = admin.token) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

  it('refuses a visitor (401) and a person who is not an administrator (403)', async () => {
    for (const url of ['/admin/teams', `/admin/teams/${team.team.id}`]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, team.owner.token)).statusCode, url).toBe(403);
    }
  });

  it('lists teams with code, owner and accepted members, searchable by name, code and owner', async () => {
    const res = await get('/admin/teams');
    expect(res.statusCode).toBe(200);
    const found = res.json().data.teams.find((x: { id: string }) => x.id === team.team.id);
    expect(found).toMatchObject({
      name: team.team.name,
      code: team.team.code,
      owner: { id: team.owner.user.id, email: team.owner.user.email },
      business: null,
      membersCount: 3,
    });
    for (const q of [team.team.code, team.team.name.toUpperCase(), team.owner.user.email ?? '']) {
      const ids = (await get(`/admin/teams?q=${encodeURIComponent(q)}`))
        .json()
        .data.teams.map((x: { id: string }) => x.id);
      expect(ids, q).toEqual([team.team.id]);
    }
    expect((await get('/admin/teams?q=no-such-team')).json().data).toMatchObject({ teams: [], total: 0 });
  });

  it('shows members, pool policy, runs with their totals and shares, and contests', async () => {
    await tipTeam(t.app, team, 1000);
    clock = new Date(Date.now() + 1000);
    const run = await shareOut(t, team, { now: clock });
    const member = team.members[0]!;
    const contested = await teamCall(t.app, {
      method: 'POST',
      url: '/teams/pool/contests',
      token: member.token,
      payload: { runId: run.id, reason: 'I worked the whole shift.' },
    });
    expect(contested.statusCode).toBe(201);

    const res = await get(`/admin/teams/${team.team.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.members).toHaveLength(4);
    expect(data.members.map((m: { status: string }) => m.status).sort()).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'pending',
    ]);
    expect(data.policy).toMatchObject({ kind: 'equal', frequency: 'onDemand' });
    expect(data.runs).toHaveLength(1);
    expect(data.runs[0]).toMatchObject({
      id: run.id,
      seq: 1,
      policyKind: 'equal',
      sharesCount: 2,
      status: 'paid',
    });
    expect(data.runs[0].totals).toEqual([{ currency: 'USD', amount: expect.any(Number) }]);
    expect(data.runs[0].totals[0].amount).toBeGreaterThan(0);
    expect(data.contests).toMatchObject([
      {
        runId: run.id,
        runSeq: 1,
        member: { userId: member.user.id },
        reason: 'I worked the whole shift.',
        status: 'open',
        answer: null,
      },
    ]);
  });

  it('answers 404 to an unknown or malformed team and 400 to a bad page', async () => {
    const missing = await get(`/admin/teams/${MISSING}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Team not found.');
    expect((await get('/admin/teams/123')).statusCode).toBe(404);
    expect((await get('/admin/teams?page=-1')).statusCode).toBe(400);
    const { token } = await createUser(t.database.db);
    expect((await get(`/admin/teams/${MISSING}`, token)).statusCode).toBe(403);
  });
});
