import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('refuses an address past its limit with a 429 and a clear message, others still pass', async () => {
    const from = (ip: string) => t.app.inject({ url: '/api/docs/json', remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.5')).statusCode).toBe(200);
    const refused = await from('203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(refused.json().message).toMatch(/too many requests/i);
    expect((await from('203.0.113.6')).statusCode).toBe(200);
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t.app.inject({ url: '/healthz', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    }
  });
});
