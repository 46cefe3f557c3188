import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { addToTeam, call } from '../teams/team-test-helpers.ts';
import { newPoolTeam, putPolicy, type PoolTeam } from './pool-test-helpers.ts';

describe("the pool's policy", () => {
  let t: TestApp;
  let team: PoolTeam;
  beforeAll(async () => {
    t = await createTestApp();
    team = await newPoolTeam(t.database.db, { members: 3 });
  });
  afterAll(() => t.close());

  const overview = async (token = team.owner.token) => {
    const res = await call(t.app, { method: 'GET', url: `/teams/pool?teamId=${team.team.id}`, token });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const ids = () => team.members.map((m) => m.user.id);

  it('is equal shares on demand, for every member but the owner, until the owner writes one', async () => {
    const data = await overview(team.members[0]!.token);
    expect(data.policy).toMatchObject({ kind: 'equal', frequency: 'onDemand', roles: [], updatedAt: null });
    expect(data.policy.members.map((m: { userId: string }) => m.userId).sort()).toEqual(ids().sort());
    expect(data.policy.members.every((m: { weight: number }) => m.weight === 1)).toBe(true);
    expect(data.nextRunAt).toBeNull();
    expect(data.contestWindowDays).toBe(14);
    expect(data.team).toMatchObject({ id: team.team.id, myRole: 'member' });
  });

  it('saves percentages that add up to 100% and shows each member their weight', async () => {
    const [a, b, c] = ids();
    const res = await putPolicy(t.app, team, {
      kind: 'percent',
      frequency: 'weekly',
      members: [
        { userId: a!, percentBps: 5000 },
        { userId: b!, percentBps: 3000 },
        { userId: c!, percentBps: 2000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The pool policy has been saved.');
    const saved = await overview(team.members[1]!.token);
    expect(saved.policy.kind).toBe('percent');
    expect(saved.policy.frequency).toBe('weekly');
    const weight = (id: string) =>
      saved.policy.members.find((m: { userId: string }) => m.userId === id).weight;
    expect([weight(a!), weight(b!), weight(c!)]).toEqual([5000, 3000, 2000]);
    expect(Date.parse(saved.nextRunAt) - Date.now()).toBeGreaterThan(0);
    expect(new Date(saved.nextRunAt).getUTCDay()).toBe(1);
  });

  it('refuses percentages that do not add up to exactly 100%', async () => {
    const [a, b] = ids();
    const res = await putPolicy(t.app, team, {
      kind: 'percent',
      frequency: 'onDemand',
      members: [
        { userId: a!, percentBps: 5000 },
        { userId: b!, percentBps: 4999 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The percentages must add up to exactly 100%.');
    expect((await overview()).policy.kind).toBe('percent');
  });

  it('gives weight by points per role, 0 to a member without a role', async () => {
    const [a, b, c] = ids();
    const res = await putPolicy(t.app, team, {
      kind: 'points',
      frequency: 'daily',
      roles: [
        { name: 'Server', points: 10 },
        { name: 'Runner', points: 5 },
      ],
      members: [
        { userId: a!, role: 'Server' },
        { userId: b!, role: 'Runner' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const members = res.json().data.policy.members as {
      userId: string;
      weight: number;
      role: string | null;
    }[];
    const byId = new Map(members.map((m) => [m.userId, m]));
    expect(byId.get(a!)).toMatchObject({ role: 'Server', weight: 10 });
    expect(byId.get(b!)).toMatchObject({ role: 'Runner', weight: 5 });
    expect(byId.get(c!)).toMatchObject({ role: null, weight: 0 });
  });

  it('gives weight by hours worked', async () => {
    const [a, b] = ids();
    const res = await putPolicy(t.app, team, {
      kind: 'hours',
      frequency: 'onDemand',
      members: [
        { userId: a!, hoursHundredths: 750 },
        { userId: b!, hoursHundredths: 1225 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const weights = (res.json().data.policy.members as { userId: string; weight: number }[]).map((m) => [
      m.userId,
      m.weight,
    ]);
    expect(new Map(weights as [string, number][])).toEqual(
      new Map([
        [a, 750],
        [b, 1225],
        [ids()[2], 0],
      ]),
    );
  });

  it('refuses a role named twice, a role that is not in the policy, and people who do not share', async () => {
    const [a] = ids();
    const dup = await putPolicy(t.app, team, {
      kind: 'points',
      frequency: 'onDemand',
      roles: [
        { name: 'Chef', points: 3 },
        { name: 'chef', points: 4 },
      ],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().message).toBe('Each role may appear only once.');

    const unknown = await putPolicy(t.app, team, {
      kind: 'points',
      frequency: 'onDemand',
      roles: [{ name: 'Chef', points: 3 }],
      members: [{ userId: a!, role: 'Porter' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Please choose one of the policy's roles for each member.");

    const pending = await addToTeam(t.database.db, team, 'pending');
    for (const outsider of [team.owner.user.id, pending.user.id, '7c9e6679-7425-40de-944b-e07fc1f90ae7']) {
      const res = await putPolicy(t.app, team, {
        kind: 'hours',
        frequency: 'onDemand',
        members: [{ userId: outsider, hoursHundredths: 100 }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Only members of the team can have a share.');
    }
  });

  it('refuses malformed policies with their own messages, never a 500', async () => {
    const cases: [object, string][] = [
      [
        { kind: 'lottery', frequency: 'daily' },
        'Please choose how the pool is shared: equal, percentages, hours or points.',
      ],
      [{ kind: 'equal', frequency: 'hourly' }, 'Please choose how often the pool is shared out.'],
      [
        { kind: 'points', frequency: 'daily', roles: [{ name: 'Chef', points: 0 }] },
        'Points must be a whole number from 1 to 1000.',
      ],
      [
        { kind: 'hours', frequency: 'daily', members: [{ userId: ids()[0], hoursHundredths: 1.5 }] },
        'Hours must be from 0 to 744.',
      ],
      [
        { kind: 'percent', frequency: 'daily', members: [{ userId: ids()[0], percentBps: 10_001 }] },
        'Each percentage must be from 0 to 100.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await putPolicy(t.app, team, body as never);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('drops a member who left from the policy, and the rest share among themselves', async () => {
    const [a, b, c] = ids();
    await putPolicy(t.app, team, {
      kind: 'percent',
      frequency: 'onDemand',
      members: [
        { userId: a!, percentBps: 6000 },
        { userId: b!, percentBps: 3000 },
        { userId: c!, percentBps: 1000 },
      ],
    });
    const removed = await call(t.app, {
      method: 'PUT',
      url: '/user/teamjoinApproval',
      token: team.owner.token,
      payload: { teamId: team.team.id, userId: a, status: 'remove' },
    });
    expect(removed.statusCode).toBe(200);
    const data = await overview();
    expect(
      data.policy.members.map((m: { userId: string; weight: number }) => [m.userId, m.weight]).sort(),
    ).toEqual(
      [
        [b, 3000],
        [c, 1000],
      ].sort(),
    );
  });
});
