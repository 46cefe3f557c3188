import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGiver } from '../../../test/tips-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { makeAdmin, removeAdmin } from './team-decisions.service.ts';
import { addToTeam, call, membershipRow, newTeam, type Person, type TestTeam } from './team-test-helpers.ts';

const ACTORS = ['owner', 'admin', 'member', 'pending', 'otherAdmin', 'giver', 'visitor'] as const;
type Actor = (typeof ACTORS)[number];

interface World {
  team: TestTeam;
  people: Record<Exclude<Actor, 'visitor'>, Person>;
  /** A member the managers act on. */
  target: Person;
}

interface Cell {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
}

interface TeamCall {
  name: string;
  /** Expected status per actor: 200 allowed; 401 visitor; 404 team not found; else a rule's refusal. */
  expected: Record<Actor, number>;
  request: (w: World) => Cell | Promise<Cell>;
  /** What the call changed (or, refused, did not change). */
  check?: (w: World, allowed: boolean) => Promise<void>;
}

const members = {
  owner: 200,
  admin: 200,
  member: 200,
  pending: 404,
  otherAdmin: 404,
  giver: 404,
  visitor: 401,
};
const managers = { ...members, member: 404 };
const ref = (w: World) => `teamCode=${w.team.team.code}`;

const CALLS: TeamCall[] = [
  {
    name: 'GET /teams/{code}',
    expected: {
      owner: 200,
      admin: 200,
      member: 200,
      pending: 200,
      otherAdmin: 200,
      giver: 200,
      visitor: 200,
    },
    request: (w) => ({ method: 'GET', url: `/teams/${w.team.team.code}` }),
  },
  {
    name: 'GET /teams',
    expected: {
      owner: 200,
      admin: 200,
      member: 200,
      pending: 200,
      otherAdmin: 200,
      giver: 200,
      visitor: 401,
    },
    request: () => ({ method: 'GET', url: '/teams' }),
  },
  {
    name: 'GET /teams/getTransactions',
    expected: members,
    request: (w) => ({ method: 'GET', url: `/teams/getTransactions?teamId=${w.team.team.id}&page=1` }),
  },
  {
    name: 'GET /teams/get-team-members',
    expected: members,
    request: (w) => ({ method: 'GET', url: `/teams/get-team-members?${ref(w)}` }),
  },
  {
    name: 'GET /teams/requests',
    expected: managers,
    request: (w) => ({ method: 'GET', url: `/teams/requests?${ref(w)}` }),
  },
  {
    name: 'GET /teams/get-team-member-profile',
    // The target is the plain member: they may see their own profile.
    expected: members,
    request: (w) => ({
      method: 'GET',
      url: `/teams/get-team-member-profile?page=1&toTeamId=${w.team.team.id}&${ref(w)}&userId=${w.people.member.user.id}`,
    }),
  },
  {
    name: 'POST /teams/send-team-invite',
    expected: managers,
    request: (w) => ({
      method: 'POST',
      url: '/teams/send-team-invite',
      payload: { teamCode: w.team.team.code, emails: ['new.person@example.test'] },
    }),
  },
  {
    name: 'POST /teams/make-team-admin',
    expected: managers,
    request: async (w) => {
      await removeAdmin(dbOf(), {
        user: w.team.owner.user,
        body: { teamId: w.team.team.id, userId: w.target.user.id },
        now: new Date(),
      });
      return {
        method: 'POST',
        url: '/teams/make-team-admin',
        payload: { teamCode: w.team.team.code, userId: w.target.user.id },
      };
    },
    check: async (w, allowed) =>
      expect((await membershipRow(dbOf(), w.team.team.id, w.target.user.id))?.role).toBe(
        allowed ? 'admin' : 'member',
      ),
  },
  {
    name: 'POST /teams/removeAdmin',
    expected: managers,
    request: async (w) => {
      await makeAdmin(dbOf(), {
        user: w.team.owner.user,
        body: { teamId: w.team.team.id, userId: w.target.user.id },
        now: new Date(),
        adminLimit: 100,
      });
      return {
        method: 'POST',
        url: '/teams/removeAdmin',
        payload: { teamId: w.team.team.id, userId: w.target.user.id },
      };
    },
    check: async (w, allowed) =>
      expect((await membershipRow(dbOf(), w.team.team.id, w.target.user.id))?.role).toBe(
        allowed ? 'member' : 'admin',
      ),
  },
  {
    name: 'PUT /user/teamjoinApproval',
    expected: managers,
    request: async (w) => {
      w.target = await addToTeam(dbOf(), w.team, 'pending');
      return {
        method: 'PUT',
        url: '/user/teamjoinApproval',
        payload: { teamCode: w.team.team.code, userId: w.target.user.id, status: 'accept' },
      };
    },
    check: async (w, allowed) =>
      expect((await membershipRow(dbOf(), w.team.team.id, w.target.user.id))?.status).toBe(
        allowed ? 'accepted' : 'pending',
      ),
  },
  {
    name: 'POST /teams/joinTeamRequest',
    // Everyone may ask by code; those already in get 409, an owner or a giver may not join (403).
    expected: {
      owner: 403,
      admin: 409,
      member: 409,
      pending: 200,
      otherAdmin: 200,
      giver: 403,
      visitor: 401,
    },
    request: (w) => ({
      method: 'POST',
      url: '/teams/joinTeamRequest',
      payload: { teamCode: w.team.team.code },
    }),
  },
  {
    name: 'POST /teams/leave-team',
    // Each caller leaves for themselves; the owner cannot (409).
    expected: {
      owner: 409,
      admin: 200,
      member: 200,
      pending: 200,
      otherAdmin: 404,
      giver: 404,
      visitor: 401,
    },
    request: (w) => ({ method: 'POST', url: '/teams/leave-team', payload: { teamId: w.team.team.id } }),
  },
];

let t: TestApp;
const dbOf = () => t.database.db;

async function newWorld(): Promise<World> {
  const db = dbOf();
  const team = await newTeam(db);
  const other = await newTeam(db);
  return {
    team,
    people: {
      owner: team.owner,
      admin: await addToTeam(db, team, 'admin'),
      member: await addToTeam(db, team, 'member'),
      pending: await addToTeam(db, team, 'pending'),
      otherAdmin: await addToTeam(db, other, 'admin'),
      giver: await createGiver(db),
    },
    target: await addToTeam(db, team, 'member'),
  };
}

describe('who may call which team call', () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(CALLS.map((c) => [c.name, c] as const))('%s', async (_name, teamCall) => {
    const w = await newWorld();
    for (const actor of ACTORS) {
      const cell = await teamCall.request(w);
      const token = actor === 'visitor' ? undefined : w.people[actor].token;
      const res = await call(t.app, { ...cell, token });
      const expected = teamCall.expected[actor];
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(expected);
      if (expected === 401) expect(res.json().code).toBe('UNAUTHORIZED');
      if (expected === 404) expect(res.json().message).toBe('Team not found.');
      if (expected === 200) expect(res.json().success).toBe(true);
      await teamCall.check?.(w, expected === 200);
    }
  });

  it('tells an outsider nothing: their team list does not name the team', async () => {
    const w = await newWorld();
    for (const actor of ['otherAdmin', 'giver'] as const) {
      const res = await call(t.app, { method: 'GET', url: '/teams', token: w.people[actor].token });
      expect(JSON.stringify(res.json().data)).not.toContain(w.team.team.id);
    }
  });
});
