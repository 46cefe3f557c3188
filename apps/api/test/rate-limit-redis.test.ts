import { randomBytes } from 'node:crypto';
import { openRedis } from '../src/lib/redis-connection.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Runs when TEST_REDIS_URL is set (CI); vitest.config.ts includes this file only then.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis', () => {
  const redis = openRedis(redisUrl);
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' }, deps: { redis } }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    redis.disconnect();
  });

  it('counts one address across two API instances', async () => {
    const ip = `198.51.100.${randomBytes(1)[0]}`;
    const [a, b] = apps as [TestApp, TestApp];
    const call = (t: TestApp) => t.app.inject({ url: '/api/docs/json', remoteAddress: ip });
    expect((await call(a)).statusCode).toBe(200);
    expect((await call(b)).statusCode).toBe(200);
    expect((await call(a)).statusCode).toBe(200);
    expect((await call(b)).statusCode).toBe(429);
  });

  it('names its counters for what they count, with the address and the email hashed', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const ip = `198.51.100.${randomBytes(1)[0]}`;
    const email = `nobody-${randomBytes(6).toString('hex')}@example.com`;
    const before = new Set(await redis.keys('opentip-rl:*'));
    const askForCode = (t: TestApp, from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        remoteAddress: from,
        payload: { email },
      });
    expect((await askForCode(a, ip)).statusCode).toBe(200);
    expect((await a.app.inject({ url: '/api/docs/json', remoteAddress: ip })).statusCode).toBe(200);
    // The unknown address's one-a-minute throttle holds on the other instance, from another address.
    const again = await askForCode(b, `203.0.113.${randomBytes(1)[0]}`);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('OTP_RESEND_TOO_SOON');

    const created = (await redis.keys('opentip-rl:*')).filter((key) => !before.has(key));
    expect(created).toEqual(
      expect.arrayContaining([
        `opentip-rl:api-by-ip:${sha256(ip)}`,
        `opentip-rl:route-by-ip:POST /api/v1/auth/forgot-password:${sha256(ip)}`,
        `opentip-rl:code-by-email:resetPassword:${sha256(email)}`,
      ]),
    );
    for (const key of created) expect(key).not.toContain('undefined');
    for (const key of await redis.keys('opentip-rl:*')) {
      expect(key).not.toContain(email);
      expect(key).not.toContain(ip);
    }
  });

  it('a counter always has its window: it is counted in Redis with a time to live, and one left without gets one', async () => {
    const [a] = apps as [TestApp];
    const ip = `192.0.2.${randomBytes(1)[0]}`;
    const key = `opentip-rl:api-by-ip:${sha256(ip)}`;
    const call = () => a.app.inject({ url: '/api/docs/json', remoteAddress: ip });
    await redis.del(key);
    expect((await call()).statusCode).toBe(200);
    expect(await redis.get(key)).toBe('1');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);

    // A counter that lost its expiry (restored from a dump, set by hand) would lock the address out for good.
    await redis.set(key, '7');
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(await redis.pttl(key)).toBeGreaterThan(0);
    await redis.del(key);
  });
});
