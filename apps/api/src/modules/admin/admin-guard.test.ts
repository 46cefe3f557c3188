import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deriveRole, type Role } from '@opentip/shared/roles';
import { users, type UserRow } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { TEST_PASSWORD, bearer, createUser } from '../../../test/fixtures.ts';
import { createGiver, createReceiver, createTeam } from '../../../test/tips-fixtures.ts';
import { call } from '../auth/auth-test-helpers.ts';
import { enrolledAdmin, signIn } from './admin-auth-test-helpers.ts';

describe('the admin guard (GET /admin/me) and disabled sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token?: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: token ? bearer(token) : {} });

  it('refuses a visitor with 401', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await me('not-a-token')).statusCode).toBe(401);
  });

  it('refuses every role of a person with 403 adminOnly', async () => {
    const db = t.database.db;
    const team = await createTeam(db);
    const people: [Role, { user: UserRow; token: string }][] = [
      ['tipGiver', await createGiver(db)],
      ['tipReciever', await createUser(db, { accountType: null, occupation: null })],
      ['individualRole', await createReceiver(db)],
      ['businessUser', await createReceiver(db, { accountType: 'business' })],
      ['teamMember', await createReceiver(db, { accountType: 'teamMember', teamId: team.teamId })],
      ['teamOwner', team.owner],
      [
        'teamAdmin',
        await createReceiver(db, { accountType: 'teamMember', teamId: team.teamId, isTeamAdmin: true }),
      ],
    ];
    for (const [role, person] of people) {
      expect(deriveRole(person.user)).toBe(role);
      const res = await me(person.token);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'ADMIN_ONLY',
        message: 'This area is for administrators only.',
      });
    }
  });

  it('admits an administrator and answers their own account', async () => {
    const admin = await createAdmin(t.database.db, { email: 'console-owner@example.test' });
    expect(deriveRole(admin.user)).toBe('admin');
    const res = await me(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: admin.user.id,
      email: 'console-owner@example.test',
      userType: 'admin',
    });
  });

  it('a person whose sign-in is disabled cannot sign in, and their token stops at once', async () => {
    const person = await createReceiver(t.database.db);
    const notifications = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: bearer(person.token) });
    expect((await notifications()).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ signInDisabledAt: new Date() })
      .where(eq(users.id, person.user.id));
    expect((await notifications()).statusCode).toBe(401);
    const login = await call(t.app, '/auth/login', { email: person.user.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'SIGN_IN_DISABLED' });
    const wrong = await call(t.app, '/auth/login', { email: person.user.email, password: 'Wrong-Pass-1!' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('so does a disabled administrator', async () => {
    const admin = await enrolledAdmin(t, new Date());
    expect((await me(admin.token)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ signInDisabledAt: new Date() })
      .where(eq(users.email, admin.email));
    expect((await me(admin.token)).statusCode).toBe(401);
    expect((await signIn(t, admin.email)).json()).toMatchObject({ code: 'SIGN_IN_DISABLED' });
  });
});
