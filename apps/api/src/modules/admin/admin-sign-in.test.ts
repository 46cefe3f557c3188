import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminAuditLog, adminRecoveryCodes } from '../../db/schema/admin.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer } from '../../../test/fixtures.ts';
import { call } from '../auth/auth-test-helpers.ts';
import { startSession } from '../auth/login.service.ts';
import { createAdmin } from '../../../test/admin-fixtures.ts';
import { newRecoveryCode, RECOVERY_CODE_ALPHABET, recoveryCodeHash } from './admin-second-factor.service.ts';
import {
  ADMIN_PASSWORD,
  enrolledAdmin,
  invitedAdmin,
  secondFactor,
  signIn,
  totpCode,
} from './admin-auth-test-helpers.ts';

const STEP = 30_000;

describe('administrator sign-in: password, then second factor', () => {
  let t: TestApp;
  let clock = new Date();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const grantOf = async (email: string) => (await signIn(t, email)).json().data.secondFactor.grant as string;
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/me', headers: bearer(token) });

  it('first sign-in: a right password gives no session but an enrollment; the first code gives the session and 10 recovery codes', async () => {
    const email = await invitedAdmin(t, clock);
    const res = await signIn(t, email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.accessToken).toBeUndefined();
    expect(body.data.user).toBeUndefined();
    const step = body.data.secondFactor;
    expect(step).toMatchObject({ enroll: true, secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(step.otpauthUrl).toMatch(/^otpauth:\/\/totp\/OpenTip%3A.+\?secret=[A-Z2-7]{32}&issuer=OpenTip/);

    const done = await secondFactor(t, { grant: step.grant, code: totpCode(step.secret, clock) });
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data.user).toMatchObject({ email, userType: 'admin' });
    expect(data.accessToken).toMatch(/^[\w-]{43}$/);
    expect(data.recoveryCodes).toHaveLength(10);
    expect(new Set(data.recoveryCodes).size).toBe(10);
    // Nothing to mistake on paper: no 0/O, 1/l/I.
    for (const code of data.recoveryCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);

    const [admin] = await t.database.db.select().from(users).where(eq(users.email, email));
    const stored = await t.database.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.userId, admin!.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(data.recoveryCodes[0]);
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.adminUserId, admin!.id));
    expect(audit.map((a) => a.action)).toEqual(['admin.setPassword', 'admin.enrollSecondFactor']);
    expect((await me(data.accessToken)).statusCode).toBe(200);
  });

  it('a new secret at each sign-in until one is confirmed', async () => {
    const email = await invitedAdmin(t, clock);
    const first = (await signIn(t, email)).json().data.secondFactor;
    const second = (await signIn(t, email)).json().data.secondFactor;
    expect(second.secret).not.toBe(first.secret);
    const stale = await secondFactor(t, { grant: first.grant, code: totpCode(second.secret, clock) });
    expect(stale.json()).toMatchObject({ code: 'ADMIN_GRANT_EXPIRED' });
  });

  it('later sign-ins ask only for the code, and answer the usual session without recovery codes', async () => {
    const admin = await enrolledAdmin(t, clock);
    advance(STEP);
    const step = (await signIn(t, admin.email)).json().data.secondFactor;
    expect(step).toEqual({ grant: expect.any(String), enroll: false });
    const res = await secondFactor(t, { grant: step.grant, code: totpCode(admin.secret, clock) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.recoveryCodes).toBeUndefined();
    expect(res.json()).toMatchObject({
      message: 'user logged in successfully',
      data: { user: { email: admin.email } },
    });
  });

  it('refuses a wrong code, a code already used and a code from too long ago', async () => {
    const admin = await enrolledAdmin(t, clock);
    const grant = await grantOf(admin.email);
    const wrong = await secondFactor(t, { grant, code: totpCode(admin.secret, clock, 5) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'ADMIN_CODE_WRONG' });
    // The enrollment used this step's code: it cannot serve again.
    const reused = await secondFactor(t, { grant, code: totpCode(admin.secret, clock) });
    expect(reused.json()).toMatchObject({ code: 'ADMIN_CODE_REUSED' });
    const old = await secondFactor(t, { grant, code: totpCode(admin.secret, clock, -2) });
    expect(old.json()).toMatchObject({ code: 'ADMIN_CODE_WRONG' });
    // One step ahead (a phone clock a little fast) is accepted.
    const ahead = await secondFactor(t, { grant, code: totpCode(admin.secret, clock, 1) });
    expect(ahead.statusCode).toBe(200);
  });

  it('a grant lasts 5 minutes, serves once and dies after 5 wrong tries', async () => {
    const admin = await enrolledAdmin(t, clock);
    advance(STEP);
    const late = await grantOf(admin.email);
    advance(5 * 60_000);
    const expired = await secondFactor(t, { grant: late, code: totpCode(admin.secret, clock) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'ADMIN_GRANT_EXPIRED' });

    const once = await grantOf(admin.email);
    expect((await secondFactor(t, { grant: once, code: totpCode(admin.secret, clock) })).statusCode).toBe(
      200,
    );
    advance(STEP);
    const usedGrant = await secondFactor(t, { grant: once, code: totpCode(admin.secret, clock) });
    expect(usedGrant.json()).toMatchObject({ code: 'ADMIN_GRANT_EXPIRED' });

    const tried = await grantOf(admin.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await secondFactor(t, { grant: tried, code: totpCode(admin.secret, clock, 7 + i) });
      expect(res.json()).toMatchObject({ code: 'ADMIN_CODE_WRONG' });
    }
    const sixth = await secondFactor(t, { grant: tried, code: totpCode(admin.secret, clock) });
    expect(sixth.json()).toMatchObject({ code: 'ADMIN_GRANT_EXPIRED' });
    const unknown = await secondFactor(t, { grant: 'nonsense', code: '123456' });
    expect(unknown.json()).toMatchObject({ code: 'ADMIN_GRANT_EXPIRED' });
  });

  it('a recovery code stands in for the code, once', async () => {
    const admin = await enrolledAdmin(t, clock);
    const [code] = admin.recoveryCodes;
    const res = await secondFactor(t, {
      grant: await grantOf(admin.email),
      recoveryCode: ` ${code!.toUpperCase()} `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accessToken).toMatch(/^[\w-]{43}$/);

    const grant = await grantOf(admin.email);
    const again = await secondFactor(t, { grant, recoveryCode: code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'ADMIN_RECOVERY_CODE_WRONG' });
    const wrong = await secondFactor(t, { grant, recoveryCode: 'aaaaa-bbbbb' });
    expect(wrong.json()).toMatchObject({ code: 'ADMIN_RECOVERY_CODE_WRONG' });
    expect((await secondFactor(t, { grant, recoveryCode: admin.recoveryCodes[1] })).statusCode).toBe(200);
  });

  it('still accepts a recovery code made before the alphabet without look-alikes', async () => {
    const admin = await enrolledAdmin(t, clock);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, admin.email));
    const old = 'l0o1i-x9lz0';
    await t.database.db
      .insert(adminRecoveryCodes)
      .values({ userId: row!.id, codeHash: recoveryCodeHash(row!.id, old), createdAt: clock });
    const res = await secondFactor(t, { grant: await grantOf(admin.email), recoveryCode: old.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it('makes codes only from letters and digits that cannot be taken for one another', () => {
    for (const look of ['0', 'o', '1', 'l', 'i']) expect(RECOVERY_CODE_ALPHABET).not.toContain(look);
    const seen = new Set(Array.from({ length: 200 }, newRecoveryCode).join('').replace(/-/g, ''));
    expect([...seen].every((char) => RECOVERY_CODE_ALPHABET.includes(char))).toBe(true);
  });

  it('asks for exactly one of code and recovery code, and a 6-digit code', async () => {
    const admin = await enrolledAdmin(t, clock);
    const grant = await grantOf(admin.email);
    for (const body of [{ grant }, { grant, code: '123456', recoveryCode: 'aaaaa-bbbbb' }]) {
      const res = await secondFactor(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ key: 'adminCodeRequired' })]);
    }
    const letters = await secondFactor(t, { grant, code: 'abcdef' });
    expect(letters.json().details).toEqual([
      expect.objectContaining({ path: 'code', key: 'adminCodeWrong' }),
    ]);
    expect((await secondFactor(t, { code: '123456' })).statusCode).toBe(400);
  });

  it('a wrong password is the usual 401, and an admin token is refused by the app’s own routes', async () => {
    const admin = await enrolledAdmin(t, clock);
    const wrong = await signIn(t, admin.email, `${ADMIN_PASSWORD}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const app = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: bearer(admin.token),
    });
    expect(app.statusCode).toBe(403);
    expect(app.json()).toMatchObject({ code: 'ADMIN_NOT_FOR_APP' });
    const out = await call(t.app, '/auth/logout', {}, { token: admin.token });
    expect(out.statusCode).toBe(200);
    expect((await me(admin.token)).statusCode).toBe(401);
  });

  it('no other way of signing in (e-mail code, Google) opens an administrator session', async () => {
    const { user } = await createAdmin(t.database.db);
    await expect(startSession({ db: t.database.db, now: clock, ttlDays: 30, user })).rejects.toMatchObject({
      status: 403,
      code: 'ADMIN_NOT_FOR_APP',
    });
  });
});
