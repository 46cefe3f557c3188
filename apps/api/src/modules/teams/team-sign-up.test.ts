import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, expectError, latestCode, PASSWORD, registration } from '../auth/auth-test-helpers.ts';
import { membershipRow, newTeam, type TestTeam } from './team-test-helpers.ts';

const WAIT = 'Please wait for your request to be approved.';

describe('signing up through a team join link (/joinTeam)', () => {
  let t: TestApp;
  let team: TestTeam;
  beforeAll(async () => {
    t = await createTestApp();
    team = await newTeam(t.database.db);
  });
  afterAll(() => t.close());

  it('makes a member awaiting approval who cannot sign in until an admin accepts them', async () => {
    const body = registration({ accountType: undefined, teamCode: team.team.code });
    const signUp = await call(t.app, '/auth/register', body);
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json().data.user).toMatchObject({ accountType: 'teamMember' });
    const userId = signUp.json().data.user.id as string;
    expect(await membershipRow(t.database.db, team.team.id, userId)).toMatchObject({
      status: 'pending',
      role: 'member',
    });

    // Verifying the address is done, but no session while the request waits (SPEC 4).
    const verify = await call(t.app, '/auth/verifyOTP', {
      email: body.email,
      otp: latestCode(t.mails, body.email),
      signUpToken: signUp.json().data.signUpToken,
    });
    expectError(verify, 403, WAIT, 'AWAITING_APPROVAL');
    expectError(await call(t.app, '/auth/login', { email: body.email, password: PASSWORD }), 403, WAIT);

    const approval = await call(
      t.app,
      '/user/teamjoinApproval',
      { teamCode: team.team.code, userId, status: 'accept' },
      { method: 'PUT', token: team.owner.token },
    );
    expect(approval.statusCode).toBe(200);
    const login = await call(t.app, '/auth/login', { email: body.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ accountType: 'teamMember', teamId: team.team.id });
  });

  it('says "Please enter valid team code" for an unknown code before storing anything', async () => {
    const body = registration({ accountType: undefined, teamCode: 'NOSUCHTEAM' });
    expectError(await call(t.app, '/auth/register', body), 400, 'Please enter valid team code');
    expect(t.mails.filter((mail) => mail.to === body.email)).toEqual([]);
  });

  it('answers a registered address joining by code like a new one', async () => {
    const first = registration();
    expect((await call(t.app, '/auth/register', first)).statusCode).toBe(201);
    const again = await call(
      t.app,
      '/auth/register',
      registration({ email: first.email, accountType: undefined, teamCode: team.team.code }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data.user).toMatchObject({ accountType: 'teamMember' });
  });

  it('refuses a team code on a giver sign-up', async () => {
    const body = registration({ userType: 'payer', accountType: undefined, teamCode: team.team.code });
    expect((await call(t.app, '/auth/register', body)).statusCode).toBe(400);
  });
});
