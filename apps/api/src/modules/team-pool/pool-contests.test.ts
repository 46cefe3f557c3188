import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamPoolRuns } from '../../db/schema/team-pool.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createGiver } from '../../../test/tips-fixtures.ts';
import { leaveTeam } from '../teams/team-decisions.service.ts';
import { addToTeam, call, newTeam, type Person } from '../teams/team-test-helpers.ts';
import {
  addLinkedMember,
  DAY_MS,
  newPoolTeam,
  shareOut,
  tipTeam,
  type PoolTeam,
} from './pool-test-helpers.ts';

describe('contesting a share-out', () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  /** A team with two members and an admin, tipped and shared out now. */
  async function sharedTeam() {
    const team = await newPoolTeam(db(), { members: 2 });
    const admin = await addLinkedMember(db(), team, { admin: true });
    clock = new Date();
    await tipTeam(t.app, team, 1000);
    clock = new Date(clock.getTime() + 1000);
    const run = await shareOut(t, team, { now: clock });
    return { team, admin, run };
  }

  const contest = (token: string, runId: string, reason = 'My hours were 8, not 4.') =>
    call(t.app, { method: 'POST', url: '/teams/pool/contests', token, payload: { runId, reason } });
  const list = (token: string, team: PoolTeam) =>
    call(t.app, { method: 'GET', url: `/teams/pool/contests?teamId=${team.team.id}`, token });
  const answer = (token: string, contestId: string, text = 'Checked the rota: 4 hours is right.') =>
    call(t.app, {
      method: 'POST',
      url: '/teams/pool/contests/answer',
      token,
      payload: { contestId, answer: text },
    });
  const expectRefusal = (
    res: { statusCode: number; json: () => { message: string } },
    status: number,
    message: string,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  };

  it('lets a member who had a share contest the run, once', async () => {
    const { team, run } = await sharedTeam();
    const member = team.members[0]!;
    const res = await contest(member.token, run.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Your contest has been sent to the team managers.');
    expect(res.json().data.contest).toMatchObject({
      runId: run.id,
      runSeq: 1,
      member: { userId: member.user.id, username: member.user.username },
      reason: 'My hours were 8, not 4.',
      status: 'open',
      answer: null,
      answeredBy: null,
      answeredAt: null,
    });
    expectRefusal(
      await contest(member.token, run.id, 'Again'),
      409,
      'You have already contested this share-out.',
    );
  });

  it('keeps one of two contests of the same run sent at once by one member', async () => {
    const { team, run } = await sharedTeam();
    const member = team.members[1]!;
    const results = await Promise.all([contest(member.token, run.id), contest(member.token, run.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const mine = (await list(member.token, team)).json().data.contests;
    expect(mine).toHaveLength(1);
  });

  it('refuses the owner and a member who joined after the run, who had no share in it', async () => {
    const { team, run } = await sharedTeam();
    const late = await addLinkedMember(db(), team);
    const notAllowed = 'Only members who had a share in this share-out can contest it.';
    expectRefusal(await contest(team.owner.token, run.id), 403, notAllowed);
    expectRefusal(await contest(late.token, run.id), 403, notAllowed);
  });

  it('tells people outside the team, pending and former members only that the run is not found', async () => {
    const { team, run } = await sharedTeam();
    const other = await newTeam(db());
    const otherAdmin = await addToTeam(db(), other, 'admin');
    const pending = await addToTeam(db(), team, 'pending');
    const former = team.members[0]!;
    await leaveTeam(db(), { user: former.user, ref: { teamId: team.team.id }, now: clock });
    const giver = await createGiver(db());
    const people: Person[] = [other.owner, otherAdmin, pending, former, giver];
    for (const person of people)
      expectRefusal(await contest(person.token, run.id), 404, 'Share-out not found.');
    expectRefusal(await contest(team.members[1]!.token, randomUUID()), 404, 'Share-out not found.');
    expectRefusal(await contest(team.members[1]!.token, 'not-an-id'), 400, 'Share-out not found.');
    const visitor = await call(t.app, {
      method: 'POST',
      url: '/teams/pool/contests',
      payload: { runId: run.id, reason: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('asks for a reason of at most 1000 characters', async () => {
    const { team, run } = await sharedTeam();
    const member = team.members[0]!;
    expectRefusal(
      await contest(member.token, run.id, '   '),
      400,
      'Please say what is wrong with this share-out.',
    );
    expectRefusal(
      await contest(member.token, run.id, 'x'.repeat(1001)),
      400,
      'Please keep it under 1000 characters.',
    );
    expect((await contest(member.token, run.id, 'x'.repeat(1000))).statusCode).toBe(201);
  });

  it('is open for POOL_CONTEST_WINDOW_DAYS (14) after the run, then closed', async () => {
    const { team, run } = await sharedTeam();
    const [first, second] = team.members;
    clock = new Date(run.createdAt.getTime() + 14 * DAY_MS);
    expect((await contest(first!.token, run.id)).statusCode).toBe(201);
    clock = new Date(run.createdAt.getTime() + 14 * DAY_MS + 1000);
    expectRefusal(await contest(second!.token, run.id), 409, 'The time to contest this share-out is over.');
  });

  it('shows managers every contest of the team and members their own, newest first', async () => {
    const { team, admin, run } = await sharedTeam();
    const [first, second] = team.members;
    expect((await contest(first!.token, run.id, 'First')).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 60_000);
    expect((await contest(second!.token, run.id, 'Second')).statusCode).toBe(201);

    for (const manager of [team.owner, admin]) {
      const res = await list(manager.token, team);
      expect(res.statusCode).toBe(200);
      const reasons = res.json().data.contests.map((c: { reason: string }) => c.reason);
      expect(reasons).toEqual(['Second', 'First']);
    }
    const own = (await list(first!.token, team)).json().data.contests;
    expect(own.map((c: { member: { userId: string } }) => c.member.userId)).toEqual([first!.user.id]);
    expect((await list(admin.token, team)).json().data.contests[0]).toMatchObject({ runSeq: 1 });

    const other = await newTeam(db());
    const pending = await addToTeam(db(), team, 'pending');
    for (const outsider of [other.owner, pending])
      expectRefusal(await list(outsider.token, team), 404, 'Team not found.');
  });

  it("lets the team's managers answer a contest once, and never changes the run", async () => {
    const { team, admin, run } = await sharedTeam();
    const member = team.members[0]!;
    const contestId = (await contest(member.token, run.id)).json().data.contest.id as string;
    const other = await newTeam(db());
    for (const refused of [member, team.members[1]!, other.owner])
      expectRefusal(await answer(refused.token, contestId), 404, 'Contest not found.');
    expectRefusal(await answer(admin.token, randomUUID()), 404, 'Contest not found.');

    clock = new Date(clock.getTime() + 60_000);
    const res = await answer(admin.token, contestId);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your answer has been sent.');
    expect(res.json().data.contest).toMatchObject({
      id: contestId,
      status: 'answered',
      answer: 'Checked the rota: 4 hours is right.',
      answeredBy: admin.user.id,
      answeredAt: clock.toISOString(),
    });
    expectRefusal(
      await answer(team.owner.token, contestId, 'Another'),
      409,
      'This contest has already been answered.',
    );
    // The member sees the answer; the run is exactly as it was recorded.
    const mine = (await list(member.token, team)).json().data.contests[0];
    expect(mine).toMatchObject({ status: 'answered', answer: 'Checked the rota: 4 hours is right.' });
    const [after] = await db().select().from(teamPoolRuns).where(eq(teamPoolRuns.id, run.id));
    expect(after).toEqual(run);
  });

  it('lets an admin contest their own share, answered by another manager, never by themselves', async () => {
    const { team, admin, run } = await sharedTeam();
    const contestId = (await contest(admin.token, run.id)).json().data.contest.id as string;
    expectRefusal(
      await answer(admin.token, contestId),
      403,
      'Another manager of the team must answer your own contest.',
    );
    expect((await answer(team.owner.token, contestId)).statusCode).toBe(200);
  });

  it('keeps one answer when two managers answer at once', async () => {
    const { team, admin, run } = await sharedTeam();
    const contestId = (await contest(team.members[0]!.token, run.id)).json().data.contest.id as string;
    const results = await Promise.all([
      answer(team.owner.token, contestId, 'From the owner'),
      answer(admin.token, contestId, 'From the admin'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const kept = results.find((r) => r.statusCode === 200)!.json().data.contest.answer;
    const listed = (await list(team.owner.token, team)).json().data.contests[0];
    expect(listed.answer).toBe(kept);
  });
});
