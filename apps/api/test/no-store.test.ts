import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestCode, registration } from '../src/modules/auth/auth-test-helpers.ts';
import { bearer, createUser, TEST_PASSWORD } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

describe('answers that carry a token or personal data are never cached', () => {
  let t: TestApp;
  let token: string;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    const created = await createUser(t.database.db);
    token = created.token;
    email = created.user.email ?? '';
  });
  afterAll(() => t.close());

  it('on login', async () => {
    const res = await call(t.app, '/auth/login', { email, password: TEST_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('on verifying the emailed code', async () => {
    const body = registration();
    const created = await call(t.app, '/auth/register', body);
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect(created.headers['cache-control']).toBe('no-store');
    const verified = await call(t.app, '/auth/verifyOTP', {
      email: body.email,
      otp: latestCode(t.mails, body.email),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.headers['cache-control']).toBe('no-store');
  });

  it('on the profile and the tip list', async () => {
    for (const url of ['/api/v1/user/profile', '/api/v1/transactions']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('on errors too, while a route that chose its own rule keeps it', async () => {
    const refused = await t.app.inject({ url: '/api/v1/user/profile' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const currencies = await t.app.inject({ url: '/api/v1/currencies' });
    expect(currencies.headers['cache-control']).toBe('public, max-age=86400');
  });
});
