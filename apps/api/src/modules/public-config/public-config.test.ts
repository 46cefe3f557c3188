import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { createWebPushSender } from '../../integrations/push/web-push-sender.ts';
import { createTestApp } from '../../../test/test-app.ts';

describe('GET /config', () => {
  it('says there is no Google sign-in and no Web Push when neither is configured', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ googleClientId: null, vapidPublicKey: null });
    await t.close();
  });

  it("gives the web app the server's Google client id and VAPID public key, and nothing else", async () => {
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:push@opentip.test' };
    const t = await createTestApp({
      env: { GOOGLE_CLIENT_ID: 'web-client.apps.googleusercontent.com', STRIPE_SECRET_KEY: 'sk_test_secret' },
      deps: { push: createWebPushSender(vapid) },
    });
    const res = await t.app.inject({ url: '/api/v1/config' });
    expect(res.json().data).toEqual({
      googleClientId: 'web-client.apps.googleusercontent.com',
      vapidPublicKey: vapid.publicKey,
    });
    expect(res.body).not.toContain('sk_test_secret');
    expect(res.body).not.toContain(vapid.privateKey);
    await t.close();
  });
});
