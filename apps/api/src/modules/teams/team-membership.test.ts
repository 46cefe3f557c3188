import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveRole } from '@opentip/shared/roles';
import { teamMembershipEvents } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';
import { createUser } from '../../../test/fixtures.ts';
import { createGiver } from '../../../test/tips-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { assertMayLogIn, signUpAsTeamMember } from './join-request.service.ts';
import { addToTeam, call, membershipRow, newTeam, userRow, type TestTeam } from './team-test-helpers.ts';

describe('team membership', () => {
  let t: TestApp;
  let team: TestTeam;
  beforeAll(async () => {
    t = await createTestApp();
    team = await newTeam(t.database.db);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const approval = (token: string, userId: string, status: string) =>
    call(t.app, {
      method: 'PUT',
      url: '/user/teamjoinApproval',
      token,
      payload: { teamCode: team.team.code, userId, status },
    });

  it('creates the owner membership with the team, and records it', async () => {
    const row = await membershipRow(db(), team.team.id, team.owner.user.id);
    expect(row).toMatchObject({ role: 'owner', status: 'accepted' });
    const events = await db()
      .select()
      .from(teamMembershipEvents)
      .where(eq(teamMembershipEvents.membershipId, row!.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'accepted', toRole: 'owner' }]);
  });

  it('shows a team by code to anyone, and only what a join screen needs', async () => {
    const res = await call(t.app, { method: 'GET', url: `/teams/${team.team.code.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.team).toEqual({
      name: team.team.name,
      code: team.team.code,
      owner: { username: team.owner.user.username, profileImg: null },
      memberCount: 1,
    });
    const unknown = await call(t.app, { method: 'GET', url: '/teams/NOSUCHTEAM1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Please enter valid team code');
    const bad = await call(t.app, { method: 'GET', url: '/teams/bad%20code!' });
    expect(bad.statusCode).toBe(400);
  });

  it('takes a join request, which the owner accepts; the session then names the team', async () => {
    const person = await createUser(db(), { accountType: 'teamMember' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: person.token,
      payload: { teamCode: team.team.code, userId: team.owner.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('team request sent successfully');
    expect(res.json().data.member).toMatchObject({
      userId: person.user.id,
      status: 'pending',
      role: 'member',
    });
    expect((await userRow(db(), person.user.id)).teamId).toBeNull();
    // Asking again while pending changes nothing.
    const again = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: person.token,
      payload: { teamCode: team.team.code },
    });
    expect(again.statusCode).toBe(200);

    const requests = await call(t.app, {
      method: 'GET',
      url: `/teams/requests?teamCode=${team.team.code}`,
      token: team.owner.token,
    });
    expect(requests.json().data.teamMembers.map((m: { userId: string }) => m.userId)).toEqual([
      person.user.id,
    ]);

    const accepted = await approval(team.owner.token, person.user.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.member).toMatchObject({ status: 'accepted' });
    const user = await userRow(db(), person.user.id);
    expect(user).toMatchObject({ teamId: team.team.id, isTeamAdmin: false });
    const mine = await call(t.app, { method: 'GET', url: '/teams', token: person.token });
    expect(mine.json().data.teams).toMatchObject([
      { id: team.team.id, role: 'member', status: 'accepted', isActive: true },
    ]);
    const members = await call(t.app, {
      method: 'GET',
      url: `/teams/get-team-members?teamCode=${team.team.code}`,
      token: person.token,
    });
    expect(members.json().data.teamMembers.map((m: { role: string }) => m.role)).toEqual(['owner', 'member']);
    const twice = await approval(team.owner.token, person.user.id, 'accept');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This request is no longer pending.');
    const ask = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: person.token,
      payload: { teamCode: team.team.code },
    });
    expect(ask.statusCode).toBe(409);
    const events = await db().select().from(teamMembershipEvents);
    const theirs = events.filter((e) => e.byUserId === person.user.id || e.byUserId === team.owner.user.id);
    expect(theirs.map((e) => `${e.fromStatus}->${e.toStatus}`)).toEqual(
      expect.arrayContaining(['null->pending', 'pending->accepted']),
    );
  });

  it('refuses a code that names no team, and people who cannot join', async () => {
    const person = await createUser(db(), { accountType: 'individual' });
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: person.token,
      payload: { teamCode: 'ZZZZZZZZZZ' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Please enter valid team code');
    const empty = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: person.token,
      payload: { teamCode: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter valid team code');
    const giver = await createGiver(db());
    const refused = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: giver.token,
      payload: { teamCode: team.team.code },
    });
    expect(refused.statusCode).toBe(403);
    const other = await newTeam(db());
    const owner = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: other.owner.token,
      payload: { teamCode: team.team.code },
    });
    expect(owner.statusCode).toBe(403);
  });

  it('rejects a request, and lets the person ask again', async () => {
    const person = await addToTeam(db(), team, 'pending');
    const res = await approval(team.owner.token, person.user.id, 'reject');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.member.status).toBe('rejected');
    const mine = await call(t.app, { method: 'GET', url: '/teams', token: person.token });
    expect(mine.json().data.teams).toMatchObject([{ status: 'rejected', isActive: false }]);
    const again = await call(t.app, {
      method: 'POST',
      url: '/teams/joinTeamRequest',
      token: person.token,
      payload: { teamCode: team.team.code },
    });
    expect(again.json().data.member.status).toBe('pending');
  });

  it('makes and unmakes admins, which the session role follows', async () => {
    const member = await addToTeam(db(), team, 'member');
    const made = await call(t.app, {
      method: 'POST',
      url: '/teams/make-team-admin',
      token: team.owner.token,
      payload: { teamId: team.team.id, userId: member.user.id },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data.member).toMatchObject({ role: 'admin', isTeamAdmin: true });
    const login = await call(t.app, { method: 'GET', url: '/teams', token: member.token });
    expect(login.json().data.teams[0]).toMatchObject({ role: 'admin', isTeamAdmin: true });
    expect(deriveRole(await userRow(db(), member.user.id))).toBe('teamAdmin');
    const removed = await call(t.app, {
      method: 'POST',
      url: '/teams/removeAdmin',
      token: team.owner.token,
      payload: { teamId: team.team.id, userId: member.user.id },
    });
    expect(removed.json().data.member.role).toBe('member');
    expect(await userRow(db(), member.user.id)).toMatchObject({ isTeamAdmin: false, teamId: team.team.id });
    expect(deriveRole(await userRow(db(), member.user.id))).toBe('teamMember');
  });

  it('never removes or demotes the owner, not even by an admin', async () => {
    const admin = await addToTeam(db(), team, 'admin');
    const ownerId = team.owner.user.id;
    const body = { teamCode: team.team.code, userId: ownerId };
    for (const [url, method] of [
      ['/teams/removeAdmin', 'POST'],
      ['/teams/make-team-admin', 'POST'],
    ] as const) {
      const res = await call(t.app, { method, url, token: admin.token, payload: body });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The team owner cannot be removed, demoted or leave the team.');
    }
    expect((await approval(admin.token, ownerId, 'remove')).statusCode).toBe(409);
    const leave = await call(t.app, {
      method: 'POST',
      url: '/teams/leave-team',
      token: team.owner.token,
      payload: { teamId: team.team.id },
    });
    expect(leave.statusCode).toBe(409);
    expect(await membershipRow(db(), team.team.id, ownerId)).toMatchObject({
      role: 'owner',
      status: 'accepted',
    });
  });

  it('removes a member: the user columns and the members list follow', async () => {
    const admin = await addToTeam(db(), team, 'admin');
    const res = await approval(team.owner.token, admin.user.id, 'remove');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The member has been removed from the team.');
    expect(await userRow(db(), admin.user.id)).toMatchObject({ teamId: null, isTeamAdmin: false });
    const seen = await call(t.app, {
      method: 'GET',
      url: `/teams/get-team-members?teamId=${team.team.id}`,
      token: admin.token,
    });
    expect(seen.statusCode).toBe(404);
    expect((await approval(team.owner.token, admin.user.id, 'remove')).statusCode).toBe(404);
  });

  it('no longer lists or counts a member whose account was deleted', async () => {
    const member = await addToTeam(db(), team, 'member');
    const listed = async () => {
      const res = await call(t.app, {
        method: 'GET',
        url: `/teams/get-team-members?teamCode=${team.team.code}`,
        token: team.owner.token,
      });
      return res.json().data.teamMembers.map((m: { userId: string }) => m.userId) as string[];
    };
    const count = async () =>
      (await call(t.app, { method: 'GET', url: `/teams/${team.team.code}` })).json().data.team.memberCount;
    expect(await listed()).toContain(member.user.id);
    const before = await count();
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, member.user.id));
    expect(await listed()).not.toContain(member.user.id);
    expect(await count()).toBe(before - 1);
  });

  it('lets a member leave', async () => {
    const member = await addToTeam(db(), team, 'member');
    const res = await call(t.app, {
      method: 'POST',
      url: '/teams/leave-team',
      token: member.token,
      payload: { teamCode: team.team.code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.member.status).toBe('left');
    expect((await userRow(db(), member.user.id)).teamId).toBeNull();
  });

  it('keeps the first team active when a person joins a second one, and moves on when they leave it', async () => {
    const second = await newTeam(db());
    const person = await addToTeam(db(), team, 'member');
    await addToTeam(db(), second, 'admin', person);
    expect(await userRow(db(), person.user.id)).toMatchObject({ teamId: team.team.id, isTeamAdmin: false });
    const mine = await call(t.app, { method: 'GET', url: '/teams', token: person.token });
    expect(mine.json().data.teams).toMatchObject([
      { id: team.team.id, isActive: true, role: 'member' },
      { id: second.team.id, isActive: false, role: 'admin' },
    ]);
    // As admin of the second team they manage it, though it is not their active team.
    const requests = await call(t.app, {
      method: 'GET',
      url: `/teams/requests?teamId=${second.team.id}`,
      token: person.token,
    });
    expect(requests.statusCode).toBe(200);
    await call(t.app, {
      method: 'POST',
      url: '/teams/leave-team',
      token: person.token,
      payload: { teamId: team.team.id },
    });
    expect(await userRow(db(), person.user.id)).toMatchObject({ teamId: second.team.id, isTeamAdmin: true });
  });

  it('answers bad input with a 400 and a message', async () => {
    const cases = [
      {
        method: 'PUT' as const,
        url: '/user/teamjoinApproval',
        payload: { teamCode: team.team.code, userId: team.owner.user.id, status: 'maybe' },
        message: 'Please choose accept, reject or remove.',
      },
      {
        method: 'PUT' as const,
        url: '/user/teamjoinApproval',
        payload: { userId: team.owner.user.id, status: 'accept' },
        message: 'Please enter valid team code',
      },
      {
        method: 'POST' as const,
        url: '/teams/make-team-admin',
        payload: { teamCode: team.team.code, userId: 'nope' },
        message: 'Team member not found.',
      },
      { method: 'GET' as const, url: '/teams/getTransactions?teamId=x', message: 'Team not found.' },
      {
        method: 'GET' as const,
        url: `/teams/getTransactions?teamId=${team.team.id}&page=0`,
        message: 'Some of the information sent is not valid.',
      },
    ];
    for (const c of cases) {
      const res = await call(t.app, { ...c, token: team.owner.token });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().message, c.url).toBe(c.message);
    }
  });

  it('describes every team call in the API documentation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    // The pool's calls are checked beside them (modules/team-pool), stations' and shifts' in
    // modules/stations, the console's in modules/admin.
    const paths = Object.keys(doc.paths).filter(
      (p) =>
        (p.includes('/teams') || p.includes('teamjoin')) &&
        !p.includes('/teams/pool') &&
        !p.includes('/teams/stations') &&
        !p.includes('/teams/shifts') &&
        !p.startsWith('/api/v1/admin/'),
    );
    expect(paths.sort()).toEqual(
      [
        '/api/v1/teams',
        '/api/v1/teams/get-team-member-profile',
        '/api/v1/teams/get-team-members',
        '/api/v1/teams/getTransactions',
        '/api/v1/teams/joinTeamRequest',
        '/api/v1/teams/leave-team',
        '/api/v1/teams/make-team-admin',
        '/api/v1/teams/removeAdmin',
        '/api/v1/teams/requests',
        '/api/v1/teams/send-team-invite',
        '/api/v1/teams/{code}',
        '/api/v1/user/teamjoinApproval',
      ].sort(),
    );
  });

  it('keeps the membership history unchangeable', async () => {
    await expect(
      db().execute(sql`update team_membership_events set to_status = 'removed'`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from team_membership_events`)).rejects.toThrow();
  });
});

describe('team members at sign-up and sign-in', () => {
  let t: TestApp;
  let team: TestTeam;
  beforeAll(async () => {
    t = await createTestApp();
    team = await newTeam(t.database.db);
  });
  afterAll(() => t.close());

  it('makes a sign-up with a team code a pending team member, who waits for approval at sign-in', async () => {
    const db = t.database.db;
    const person = await createUser(db, { accountType: 'individual' });
    await signUpAsTeamMember(db, {
      userId: person.user.id,
      teamCode: team.team.code.toLowerCase(),
      now: new Date(),
    });
    const user = await userRow(db, person.user.id);
    expect(user.accountType).toBe('teamMember');
    await expect(assertMayLogIn(db)(user)).rejects.toMatchObject({
      status: 403,
      message: 'Please wait for your request to be approved.',
    });
    await call(t.app, {
      method: 'PUT',
      url: '/user/teamjoinApproval',
      token: team.owner.token,
      payload: { teamId: team.team.id, userId: user.id, status: 'accept' },
    });
    await expect(assertMayLogIn(db)(await userRow(db, user.id))).resolves.toBeUndefined();
    await expect(assertMayLogIn(db)(team.owner.user)).resolves.toBeUndefined();
  });

  it('refuses a sign-up with a code that names no team', async () => {
    const person = await createUser(t.database.db);
    await expect(
      signUpAsTeamMember(t.database.db, { userId: person.user.id, teamCode: 'NOPE000000', now: new Date() }),
    ).rejects.toMatchObject({ status: 400, message: 'Please enter valid team code' });
  });
});
