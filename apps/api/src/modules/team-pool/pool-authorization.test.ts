import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPoolContests, teamPoolPolicies, teamPoolRuns } from '../../db/schema/team-pool.ts';
import { createGiver } from '../../../test/tips-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addToTeam, call, newTeam, type Person } from '../teams/team-test-helpers.ts';
import { addLinkedMember, shareOut, tipTeam, type PoolTeam } from './pool-test-helpers.ts';

const ACTORS = ['owner', 'admin', 'member', 'pending', 'otherAdmin', 'giver', 'visitor'] as const;
type Actor = (typeof ACTORS)[number];

interface World {
  team: PoolTeam;
  people: Record<Exclude<Actor, 'visitor'>, Person>;
}

interface Cell {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object;
}

interface PoolCall {
  name: string;
  /** Expected status per actor: 200 allowed; 401 visitor; 404 team not found; 403 a rule's refusal. */
  expected: Record<Actor, number>;
  request: (w: World, actor: Actor) => Cell | Promise<Cell>;
  /** The refusal's message where it is not the team's 404 or the policy's 403. */
  messages?: Partial<Record<number, string>>;
  /** What the call changed (or, refused, did not change). */
  check?: (w: World, allowed: boolean, before: number) => Promise<number>;
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

let t: TestApp;
const db = () => t.database.db;

const runCount = async (w: World) =>
  (await db().select({ n: count() }).from(teamPoolRuns).where(eq(teamPoolRuns.teamId, w.team.team.id)))[0]
    ?.n ?? 0;
const policyKind = async (w: World) =>
  (await db().select().from(teamPoolPolicies).where(eq(teamPoolPolicies.teamId, w.team.team.id)))[0]?.kind;

// Each cell's policy has its own kind, so a refused call that wrote anyway shows.
const KIND_OF: Record<Actor, string> = {
  owner: 'points',
  admin: 'hours',
  member: 'hours',
  pending: 'hours',
  otherAdmin: 'hours',
  giver: 'hours',
  visitor: 'hours',
};

const CALLS: PoolCall[] = [
  {
    name: 'GET /teams/pool',
    expected: members,
    request: (w) => ({ method: 'GET', url: `/teams/pool?teamId=${w.team.team.id}` }),
  },
  {
    name: 'PUT /teams/pool/policy',
    // The owner writes the policy; an admin is told so, anyone else learns nothing of the team.
    expected: { ...members, admin: 403, member: 404 },
    request: (w, actor) => ({
      method: 'PUT',
      url: '/teams/pool/policy',
      payload: { teamId: w.team.team.id, kind: KIND_OF[actor], frequency: 'onDemand', roles: [] },
    }),
    check: async (w, allowed) => {
      expect(await policyKind(w)).toBe(allowed ? 'points' : undefined);
      return 0;
    },
  },
  {
    name: 'GET /teams/pool/preview',
    expected: members,
    request: (w) => ({ method: 'GET', url: `/teams/pool/preview?teamId=${w.team.team.id}` }),
  },
  {
    name: 'POST /teams/pool/runs',
    expected: { ...members, member: 404 },
    request: async (w) => {
      await tipTeam(t.app, w.team, 700);
      return { method: 'POST', url: '/teams/pool/runs', payload: { teamId: w.team.team.id } };
    },
    check: async (w, allowed, before) => {
      const now = await runCount(w);
      expect(now).toBe(before + (allowed ? 1 : 0));
      return now;
    },
  },
  {
    name: 'GET /teams/pool/runs',
    expected: members,
    request: (w) => ({ method: 'GET', url: `/teams/pool/runs?teamId=${w.team.team.id}&page=1` }),
  },
  {
    name: 'POST /teams/pool/contests',
    // Members who had a share contest; the owner has none; others learn nothing of the run.
    expected: { ...members, owner: 403, admin: 201, member: 201 },
    messages: {
      403: 'Only members who had a share in this share-out can contest it.',
      404: 'Share-out not found.',
    },
    request: async (w) => ({
      method: 'POST',
      url: '/teams/pool/contests',
      payload: { runId: (await sharedOut(w)).id, reason: 'My hours were 8, not 4.' },
    }),
    check: async (w, allowed, before) => {
      const now = await contestCount(w);
      expect(now).toBe(before + (allowed ? 1 : 0));
      return now;
    },
  },
  {
    name: 'GET /teams/pool/contests',
    expected: members,
    request: (w) => ({ method: 'GET', url: `/teams/pool/contests?teamId=${w.team.team.id}` }),
  },
  {
    name: 'POST /teams/pool/contests/answer',
    // The team's managers answer; to anyone else the contest does not exist.
    expected: { ...members, member: 404 },
    messages: { 404: 'Contest not found.' },
    request: async (w) => {
      const run = await sharedOut(w);
      const contest = await call(t.app, {
        method: 'POST',
        url: '/teams/pool/contests',
        token: w.people.member.token,
        payload: { runId: run.id, reason: 'My hours were 8, not 4.' },
      });
      const contestId = contest.json().data.contest.id as string;
      return {
        method: 'POST',
        url: '/teams/pool/contests/answer',
        payload: { contestId, answer: 'Checked the rota: 4 hours is right.' },
      };
    },
  },
  {
    name: 'GET /teams/pool/statement',
    expected: members,
    request: (w) => ({
      method: 'GET',
      url: `/teams/pool/statement?teamId=${w.team.team.id}&from=2026-01-01&to=2026-12-31&format=csv`,
    }),
  },
];

/** A tip to the team, shared out by its owner: a run for the team's two sharing members. */
async function sharedOut(w: World) {
  await tipTeam(t.app, w.team, 900);
  return shareOut(t, w.team);
}

const contestCount = async (w: World) =>
  (
    await db()
      .select({ n: count() })
      .from(teamPoolContests)
      .where(eq(teamPoolContests.teamId, w.team.team.id))
  )[0]?.n ?? 0;

async function newWorld(): Promise<World> {
  const team = await newTeam(db());
  const other = await newTeam(db());
  const admin = await addLinkedMember(db(), team, { admin: true });
  const member = await addLinkedMember(db(), team);
  return {
    team: { ...team, members: [admin, member] },
    people: {
      owner: team.owner,
      admin,
      member,
      pending: await addToTeam(db(), team, 'pending'),
      otherAdmin: await addToTeam(db(), other, 'admin'),
      giver: await createGiver(db()),
    },
  };
}

describe('who may call which pool call', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(CALLS.map((c) => [c.name, c] as const))('%s', async (_name, poolCall) => {
    const w = await newWorld();
    // The owner's cell last for the policy, so refused cells before it find no policy written.
    const order = [...ACTORS].sort((a, b) => Number(a === 'owner') - Number(b === 'owner'));
    let state = 0;
    for (const actor of order) {
      const cell = await poolCall.request(w, actor);
      const token = actor === 'visitor' ? undefined : w.people[actor].token;
      const res = await call(t.app, { ...cell, token });
      const expected = poolCall.expected[actor];
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(expected);
      if (expected === 401) expect(res.json().code).toBe('UNAUTHORIZED');
      if (expected === 404) expect(res.json().message).toBe(poolCall.messages?.[404] ?? 'Team not found.');
      if (expected === 403)
        expect(res.json().message).toBe(
          poolCall.messages?.[403] ?? 'Only the team owner can change how the pool is shared.',
        );
      // A statement is a file; every other answer is the JSON envelope.
      if (expected < 300 && String(res.headers['content-type']).startsWith('application/json'))
        expect(res.json().success).toBe(true);
      if (expected < 300 && poolCall.name.includes('statement'))
        expect(res.body.split('\r\n')[0]).toContain('Share amount');
      if (poolCall.check) state = await poolCall.check(w, expected < 300, state);
    }
  });

  it('describes every pool call in the API documentation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const calls = Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(expect.arrayContaining(CALLS.map((c) => `${c.name.replace(' /', ' /api/v1/')}`)));
  });

  it('answers a team that does not exist like a team the caller is not in', async () => {
    const w = await newWorld();
    const missing = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    for (const url of [`/teams/pool?teamId=${missing}`, `/teams/pool/preview?teamId=${missing}`]) {
      const res = await call(t.app, { method: 'GET', url, token: w.people.owner.token });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Team not found.');
    }
    const run = await call(t.app, {
      method: 'POST',
      url: '/teams/pool/runs',
      token: w.people.owner.token,
      payload: { teamId: missing },
    });
    expect(run.statusCode).toBe(404);
  });

  it('shows members their own open contests and managers all of them', async () => {
    const w = await newWorld();
    await tipTeam(t.app, w.team, 1000);
    const res = await call(t.app, {
      method: 'POST',
      url: '/teams/pool/runs',
      token: w.people.owner.token,
      payload: { teamId: w.team.team.id },
    });
    const runId = res.json().data.run.id as string;
    await db()
      .insert(teamPoolContests)
      .values(
        [w.people.admin, w.people.member].map((p) => ({
          runId,
          teamId: w.team.team.id,
          userId: p.user.id,
          reason: 'Hours wrong',
        })),
      );
    const open = async (who: Person) =>
      (
        await call(t.app, { method: 'GET', url: `/teams/pool?teamId=${w.team.team.id}`, token: who.token })
      ).json().data.openContests;
    expect(await open(w.people.owner)).toBe(2);
    expect(await open(w.people.admin)).toBe(2);
    expect(await open(w.people.member)).toBe(1);
  });
});
