import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/fixtures.ts';
import { PASSWORD, call, expectError, registration, signedUpUser } from './auth-test-helpers.ts';

const MINUTE = 60_000;

describe('POST /auth/login and /auth/logout', () => {
  let t: TestApp;
  let clock = new Date();
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => clock } });
  });
  afterAll(() => t.close());

  const logIn = (login: string, password = PASSWORD, ip?: string) =>
    call(t.app, '/auth/login', { email: login, password }, { ip });

  it('logs in with e-mail or user name in any case, returns the session and keeps the push token', async () => {
    const user = await signedUpUser(t.app, t.mails);
    const res = await call(t.app, '/auth/login', {
      email: user.email.toUpperCase(),
      password: PASSWORD,
      fcmToken: 'fcm-2',
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json).toMatchObject({
      success: true,
      message: 'user logged in successfully',
      data: { user: { id: user.id, username: user.username, emailVerified: true } },
    });
    expect(json.data.accessToken).toMatch(/^[\w-]{43}$/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.fcmToken).toBe('fcm-2');

    const byName = await logIn(user.username.toUpperCase());
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.accessToken).not.toBe(json.data.accessToken);
  });

  it('refuses missing fields with the SPEC messages', async () => {
    expectError(await call(t.app, '/auth/login', { password: PASSWORD }), 400, 'Please enter valid email');
    expectError(
      await call(t.app, '/auth/login', { email: ' ', password: PASSWORD }),
      400,
      'Please enter valid email',
    );
    expectError(await call(t.app, '/auth/login', { email: 'a@b.test' }), 400, 'Please enter password');
  });

  it('gives a wrong password and an unknown user the same 401', async () => {
    const user = await signedUpUser(t.app, t.mails);
    const wrong = await logIn(user.email, 'Wrong-Pass-1!');
    const unknown = await logIn('nobody@example.test', 'Wrong-Pass-1!');
    expectError(wrong, 401, 'The email or password is incorrect.', 'INVALID_CREDENTIALS');
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(unknown.statusCode).toBe(401);
  });

  it('refuses an account without password (Google sign-in only) like a wrong password', async () => {
    const { user } = await createUser(t.database.db, { passwordHash: null, loginMethod: 'google' });
    expectError(await logIn(user.email ?? ''), 401, 'The email or password is incorrect.');
  });

  it('asks to verify the e-mail address first, only once the password is right', async () => {
    const body = registration();
    expect((await call(t.app, '/auth/register', body)).statusCode).toBe(201);
    expectError(await logIn(body.email, 'Wrong-Pass-1!'), 401, 'The email or password is incorrect.');
    expectError(
      await logIn(body.email),
      403,
      'Please verify your email address before logging in.',
      'EMAIL_NOT_VERIFIED',
    );
  });

  it('logout revokes only the token it is called with', async () => {
    const user = await signedUpUser(t.app, t.mails);
    const other: string = (await logIn(user.email)).json().data.accessToken;
    const out = await call(t.app, '/auth/logout', {}, { token: user.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Logout successfully', data: {} });
    expectError(
      await call(t.app, '/auth/logout', {}, { token: user.token }),
      401,
      'Please log in to continue.',
    );
    expect((await call(t.app, '/auth/logout', {}, { token: other })).statusCode).toBe(200);
  });

  it('logout without a token is a 401', async () => {
    expectError(await call(t.app, '/auth/logout', {}), 401, 'Please log in to continue.', 'UNAUTHORIZED');
  });

  it('a token stops working after TOKEN_TTL_DAYS (30)', async () => {
    const user = await signedUpUser(t.app, t.mails);
    advance(30 * 24 * 60 * MINUTE + 1000);
    expectError(
      await call(t.app, '/auth/logout', {}, { token: user.token }),
      401,
      'Please log in to continue.',
    );
  });
});

describe('login rate limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The default general budget (1200 a minute) gives login 10 a minute per address.
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1200' } });
  });
  afterAll(() => t.close());

  it('answers 429 after 10 logins a minute from one address, while another address goes on', async () => {
    // A different account each time, so that only the request limit (not the sign-in throttle) applies.
    const body = (i: number) => ({ email: `someone${i}@example.test`, password: 'Wrong-Pass-1!' });
    for (let i = 0; i < 10; i += 1) {
      expect((await call(t.app, '/auth/login', body(i), { ip: '192.0.2.1' })).statusCode).toBe(401);
    }
    expectError(
      await call(t.app, '/auth/login', body(10), { ip: '192.0.2.1' }),
      429,
      'Too many requests. Please slow down and try again shortly.',
    );
    expect((await call(t.app, '/auth/login', body(0), { ip: '192.0.2.2' })).statusCode).toBe(401);
  });
});
