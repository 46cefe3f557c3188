import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call } from '../auth/auth-test-helpers.ts';
import { inviteAdmin } from './admin-accounts.service.ts';
import {
  ADMIN_PASSWORD,
  latestLinkToken,
  mailerOf,
  newAdminEmail,
  signIn,
} from './admin-auth-test-helpers.ts';

const HOUR = 60 * 60 * 1000;

describe('POST /admin/auth/set-password', () => {
  let t: TestApp;
  let clock = new Date();
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  async function invite() {
    const email = newAdminEmail();
    await inviteAdmin({
      db: t.database.db,
      mailer: mailerOf(t),
      publicUrl: 'http://x.test',
      email,
      now: clock,
    });
    return { email, token: latestLinkToken(t.mails, email) };
  }
  const setPassword = (token: string, password = ADMIN_PASSWORD) =>
    call(t.app, '/admin/auth/set-password', { token, password });

  it('sets the password once, verifies the address and records it in the audit log', async () => {
    const { email, token } = await invite();
    const res = await setPassword(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your password is set. You can now sign in.',
    });
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(admin?.passwordHash).toBeTruthy();
    expect(admin?.emailVerifiedAt).not.toBeNull();
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminUserId, admin!.id));
    expect(audit.map((a) => a.action)).toEqual(['admin.setPassword']);
    expect((await signIn(t, email)).json().data.secondFactor).toBeDefined();

    const again = await setPassword(token, 'Another-Key-2026!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'ADMIN_LINK_INVALID' });
  });

  it('refuses an expired link', async () => {
    const { token } = await invite();
    clock = new Date(clock.getTime() + 24 * HOUR + 1);
    const res = await setPassword(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ADMIN_LINK_EXPIRED' });
  });

  it('refuses a weak password with sign-up’s rule and keeps the link usable', async () => {
    const { token } = await invite();
    const weak = await setPassword(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toEqual([
      expect.objectContaining({ path: 'password', key: 'passwordRules' }),
    ]);
    expect((await setPassword(token)).statusCode).toBe(200);
  });

  it('refuses a made-up or missing token', async () => {
    const made = await setPassword('00000000-0000-4000-8000-000000000000.' + 'a'.repeat(43));
    expect(made.json()).toMatchObject({ code: 'ADMIN_LINK_INVALID' });
    expect((await setPassword('nonsense')).statusCode).toBe(400);
    const missing = await call(t.app, '/admin/auth/set-password', { password: ADMIN_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual([
      expect.objectContaining({ path: 'token', key: 'adminLinkInvalid' }),
    ]);
  });
});
