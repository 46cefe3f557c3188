import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMembershipEvents } from '../../db/schema/teams.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { decideRequest } from '../teams/team-decisions.service.ts';
import {
  addToTeam,
  call,
  membershipRow,
  newTeam,
  userRow,
  type Person,
  type TestTeam,
} from '../teams/team-test-helpers.ts';

describe('deleting an account that is in teams', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  const remove = (person: Person) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/delete/${person.user.id}`,
      headers: bearer(person.token),
    });
  const memberIds = async (team: TestTeam) => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/teams/get-team-members?teamCode=${team.team.code}`,
      token: team.owner.token,
    });
    expect(res.statusCode).toBe(200);
    return (res.json().data.teamMembers as { userId: string }[]).map((m) => m.userId);
  };
  const eventsOf = async (membershipId: string) =>
    db()
      .select()
      .from(teamMembershipEvents)
      .where(eq(teamMembershipEvents.membershipId, membershipId))
      .orderBy(asc(teamMembershipEvents.at), asc(teamMembershipEvents.id));

  it('leaves every team the person is in or asked to join, with a history event for each', async () => {
    const first = await newTeam(db());
    const second = await newTeam(db());
    const person = await addToTeam(db(), first, 'admin');
    await addToTeam(db(), second, 'pending', person);
    expect(await memberIds(first)).toContain(person.user.id);

    const res = await remove(person);
    expect(res.statusCode).toBe(200);

    for (const team of [first, second]) {
      const row = await membershipRow(db(), team.team.id, person.user.id);
      expect(row).toMatchObject({ status: 'left', role: 'member', decidedBy: person.user.id });
      const last = (await eventsOf(row!.id)).at(-1);
      expect(last).toMatchObject({ toStatus: 'left', toRole: 'member', byUserId: person.user.id });
    }
    expect(
      (await eventsOf((await membershipRow(db(), first.team.id, person.user.id))!.id)).at(-1),
    ).toMatchObject({ fromStatus: 'accepted', fromRole: 'admin' });
    expect(await memberIds(first)).not.toContain(person.user.id);
    const requests = await call(t.app, {
      method: 'GET',
      url: `/teams/requests?teamCode=${second.team.code}`,
      token: second.owner.token,
    });
    expect(requests.json().data.teamMembers).toEqual([]);
    // The account no longer names a team or an admin role.
    expect(await userRow(db(), person.user.id)).toMatchObject({ teamId: null, isTeamAdmin: false });
  });

  it('leaves a rejected request as it was', async () => {
    const team = await newTeam(db());
    const person = await addToTeam(db(), team, 'pending');
    await decideRequest(db(), {
      user: team.owner.user,
      body: { teamId: team.team.id, userId: person.user.id, status: 'reject' },
      now: new Date(),
    });
    const before = await membershipRow(db(), team.team.id, person.user.id);
    expect((await remove(person)).statusCode).toBe(200);
    const after = await membershipRow(db(), team.team.id, person.user.id);
    expect(after).toEqual(before);
    expect(await eventsOf(after!.id)).toHaveLength(2);
  });

  it("keeps a team owner's own team and their place in it", async () => {
    const team = await newTeam(db());
    const member = await addToTeam(db(), team, 'member');
    const before = await membershipRow(db(), team.team.id, team.owner.user.id);
    expect(before).toMatchObject({ role: 'owner', status: 'accepted' });

    expect((await remove(team.owner)).statusCode).toBe(200);
    expect(await membershipRow(db(), team.team.id, team.owner.user.id)).toEqual(before);
    expect(await membershipRow(db(), team.team.id, member.user.id)).toMatchObject({ status: 'accepted' });
    expect(await userRow(db(), team.owner.user.id)).toMatchObject({ teamId: team.team.id });
    const publicTeam = await t.app.inject({ url: `/api/v1/teams/${team.team.code}` });
    expect(publicTeam.statusCode).toBe(200);
  });
});
