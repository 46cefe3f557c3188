import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { runAdminCommand } from '../../scripts/admin-command.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/fixtures.ts';
import { invitedAdmin, latestLinkToken, mailerOf, newAdminEmail } from './admin-auth-test-helpers.ts';

describe('npm run admin -- create <email>', () => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const run = (...args: string[]) =>
    runAdminCommand(t.database.db, args, now, { mailer: mailerOf(t), publicUrl: 'https://tips.example' });

  it('creates an administrator without a password and mails a 24-hour set-password link', async () => {
    const email = newAdminEmail();
    const result = await run('create', email.toUpperCase());
    expect(result).toEqual({ code: 0, output: expect.stringContaining('created') });
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(admin).toMatchObject({ userType: 'admin', passwordHash: null, accountType: null });
    const mail = t.mails.filter((m) => m.to === email).at(-1);
    expect(mail?.text).toContain('https://tips.example/admin/set-password?token=');
    const [code] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, admin!.id), eq(oneTimeCodes.purpose, 'adminSetPassword')));
    expect(code!.expiresAt.getTime() - now.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(JSON.stringify(code)).not.toContain(latestLinkToken(t.mails, email).split('.')[1]);
  });

  it('sends a new link to an administrator who has not set a password; the old one stops working', async () => {
    const email = newAdminEmail();
    await run('create', email);
    const first = latestLinkToken(t.mails, email);
    expect(await run('create', email)).toEqual({ code: 0, output: expect.stringContaining('new link') });
    const second = latestLinkToken(t.mails, email);
    expect(second).not.toBe(first);
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/auth/set-password',
      payload: { token: first, password: 'Console-Key-2026!' },
    });
    expect(old.json()).toMatchObject({ code: 'ADMIN_LINK_INVALID' });
  });

  it("refuses a person's email and leaves the account as it was", async () => {
    const { user } = await createUser(t.database.db);
    const before = t.mails.length;
    const result = await run('create', user.email!);
    expect(result.code).toBe(1);
    expect(result.output).toContain("belongs to a person's account");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.userType).toBe('payee');
    expect(t.mails).toHaveLength(before);
  });

  it('refuses an administrator who already has a password, a bad address and missing arguments', async () => {
    const email = await invitedAdmin(t, now);
    expect((await run('create', email)).code).toBe(1);
    expect(await run('create', 'not-an-email')).toMatchObject({
      code: 2,
      output: expect.stringContaining('Usage'),
    });
    expect((await run('create')).code).toBe(2);
    expect((await run('create', 'a@b.test', 'extra')).code).toBe(2);
  });
});
