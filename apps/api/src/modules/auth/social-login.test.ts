import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { teams } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../../../test/fixtures.ts';
import { PASSWORD, call, expectError, registration, signedUpUser } from './auth-test-helpers.ts';

const CLIENT_ID = 'opentip-test.apps.googleusercontent.com';
const FAILED = 'Google sign-in failed. Please try again.';

interface TokenOptions {
  sub?: string;
  email: string;
  emailVerified?: boolean;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
}

describe('Google sign-in: /auth/social-login and /auth/initial-social-login', () => {
  let t: TestApp;
  let jwks: Server;
  let googleKey: CryptoKey;
  let otherKey: CryptoKey;
  let subCounter = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    const address = jwks.address();
    if (!address || typeof address === 'string') throw new Error('JWKS server has no port');
    t = await createTestApp({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${address.port}/certs` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => jwks.close(resolve));
  });

  const idToken = (options: TokenOptions) => {
    subCounter += 1;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: options.email,
      email_verified: options.emailVerified ?? true,
      given_name: 'Gina',
      family_name: 'Rossi',
      name: 'Gina Rossi',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(options.sub ?? `google-${subCounter}-${now}`)
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.key ?? googleKey);
  };
  const newEmail = () => `gina${++subCounter}x${Date.now().toString(36)}@gmail.test`;
  const socialLogin = async (body: object) => call(t.app, '/auth/social-login', body);

  it('tells the app whether the Google account has an OpenTip account yet', async () => {
    const email = newEmail();
    const token = await idToken({ email, sub: `sub-${email}` });
    const before = await call(t.app, '/auth/initial-social-login', { idToken: token });
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ exists: false, email, firstName: 'Gina', lastName: 'Rossi' });
    expect((await socialLogin({ idToken: token })).statusCode).toBe(200);
    const after = await call(t.app, '/auth/initial-social-login', { idToken: token });
    expect(after.json().data.exists).toBe(true);
  });

  it('creates a verified tip giver on first sign-in and finds it again afterwards', async () => {
    const email = newEmail();
    const sub = `sub-${email}`;
    const first = await socialLogin({ idToken: await idToken({ email, sub }), fcmToken: 'fcm-g' });
    expect(first.statusCode).toBe(200);
    const json = first.json();
    expect(json.message).toBe('user logged in successfully');
    expect(json.data.user).toMatchObject({
      email,
      username: email.split('@')[0],
      firstName: 'Gina',
      lastName: 'Rossi',
      fullName: 'Gina Rossi',
      userType: 'payer',
      accountType: null,
      loginMethod: 'google',
      emailVerified: true,
      profileImg: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect((await call(t.app, '/auth/logout', {}, { token: json.data.accessToken })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, json.data.user.id));
    expect(row).toMatchObject({ googleSub: sub, passwordHash: null, fcmToken: 'fcm-g' });

    const again = await socialLogin({ idToken: await idToken({ email, sub }), userType: 'payee' });
    expect(again.json().data.user).toMatchObject({ id: json.data.user.id, userType: 'payer' });
  });

  it("makes the account in the app's language, which a later sign-in does not change", async () => {
    const email = newEmail();
    const sub = `sub-${email}`;
    const first = await socialLogin({ idToken: await idToken({ email, sub }), lang: 'ar' });
    expect(first.json().data.user.lang).toBe('ar');
    const again = await socialLogin({ idToken: await idToken({ email, sub }), lang: 'de' });
    expect(again.json().data.user.lang).toBe('ar');
    expect(
      (await socialLogin({ idToken: await idToken({ email: newEmail() }), lang: 'xx' })).statusCode,
    ).toBe(400);
  });

  it('creates a team owner when a newcomer chooses to receive tips as a team', async () => {
    const email = newEmail();
    const token = await idToken({ email });
    expectError(
      await socialLogin({ idToken: token, userType: 'payee', accountType: 'team' }),
      400,
      'Please enter valid team name',
    );
    const res = await socialLogin({
      idToken: token,
      userType: 'payee',
      accountType: 'team',
      teamName: 'Caddies',
    });
    const user = res.json().data.user;
    expect(user).toMatchObject({ userType: 'payee', accountType: 'team', isTeamOwner: true });
    const [team] = await t.database.db.select().from(teams).where(eq(teams.ownerId, user.id));
    expect(team).toMatchObject({ id: user.teamId, name: 'Caddies' });
  });

  it('links to the account with the same verified e-mail address, which keeps its password', async () => {
    const user = await signedUpUser(t.app, t.mails);
    const res = await socialLogin({ idToken: await idToken({ email: user.email }) });
    expect(res.json().data.user).toMatchObject({ id: user.id, loginMethod: 'password' });
    expect((await call(t.app, '/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('ends the password of an unverified account it links to, so only the Google holder gets in', async () => {
    const body = registration();
    expect((await call(t.app, '/auth/register', body)).statusCode).toBe(201);
    const res = await socialLogin({ idToken: await idToken({ email: body.email }) });
    expect(res.json().data.user.emailVerified).toBe(true);
    expectError(
      await call(t.app, '/auth/login', { email: body.email, password: PASSWORD }),
      401,
      'The email or password is incorrect.',
    );
  });

  it('makes the derived user name unique', async () => {
    const email = newEmail();
    const local = email.split('@')[0] ?? '';
    await createUser(t.database.db, { username: local.toUpperCase() });
    const res = await socialLogin({ idToken: await idToken({ email }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.username).toMatch(new RegExp(`^${local}\\d+$`));
  });

  it('does not trust an address Google has not verified', async () => {
    expectError(
      await socialLogin({ idToken: await idToken({ email: newEmail(), emailVerified: false }) }),
      403,
      'Please verify your email address before logging in.',
      'EMAIL_NOT_VERIFIED',
    );
  });

  const now = () => Math.floor(Date.now() / 1000);
  const badTokens: [string, () => Promise<string>][] = [
    [
      'another audience',
      () => idToken({ email: newEmail(), audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['another issuer', () => idToken({ email: newEmail(), issuer: 'https://accounts.example.test' })],
    ['an expired token', () => idToken({ email: newEmail(), expiresAt: now() - 600 })],
    ['a signature by another key', () => idToken({ email: newEmail(), key: otherKey })],
    ['a token that is no JWT', async () => 'not.a.jwt'],
  ];
  it.each(badTokens)('refuses %s with 401 on both endpoints', async (_name, make) => {
    const token = await make();
    const countBefore = (await t.database.db.select({ id: users.id }).from(users)).length;
    expectError(await socialLogin({ idToken: token }), 401, FAILED, 'GOOGLE_TOKEN_INVALID');
    expectError(await call(t.app, '/auth/initial-social-login', { idToken: token }), 401, FAILED);
    expect((await t.database.db.select({ id: users.id }).from(users)).length).toBe(countBefore);
  });

  it('refuses a request without token', async () => {
    expectError(await socialLogin({}), 400, FAILED, 'VALIDATION_FAILED');
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  it('answers 503 instead of accepting tokens for any audience', async () => {
    const t = await createTestApp();
    try {
      expectError(
        await call(t.app, '/auth/social-login', { idToken: 'a.b.c' }),
        503,
        'Google sign-in is not available.',
        'GOOGLE_NOT_CONFIGURED',
      );
    } finally {
      await t.close();
    }
  });
});
