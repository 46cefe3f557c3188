import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';

describe('GET /config', () => {
  it('says there is no Google sign-in when GOOGLE_CLIENT_ID is not set', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ googleClientId: null });
    await t.close();
  });

  it("gives the web app the server's Google client id, and nothing else", async () => {
    const t = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'web-client.apps.googleusercontent.com', STRIPE_SECRET_KEY: 'sk_test_secret' },
    });
    const res = await t.app.inject({ url: '/api/v1/config' });
    expect(res.json().data).toEqual({ googleClientId: 'web-client.apps.googleusercontent.com' });
    expect(res.body).not.toContain('sk_test_secret');
    await t.close();
  });
});
