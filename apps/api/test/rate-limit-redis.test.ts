import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

// Runs when TEST_REDIS_URL is set (CI); vitest.config.ts includes this file only then.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits shared through Redis', () => {
  const redis = new Redis(redisUrl);
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
});
