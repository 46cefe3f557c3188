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

describe('rate limits behind a load balancer (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(() => t.close());

  it("counts each client's forwarded address, not the balancer's", async () => {
    const via = (client: string) =>
      t.app.inject({
        url: '/api/docs/json',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 3; i++) expect((await via('203.0.113.5')).statusCode).toBe(200);
    expect((await via('203.0.113.5')).statusCode).toBe(429);
    expect((await via('203.0.113.6')).statusCode).toBe(200);
  });

  it('ignores a forwarded address sent by anyone but the trusted proxy', async () => {
    const direct = (forged: string) =>
      t.app.inject({
        url: '/api/docs/json',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': forged },
      });
    for (let i = 0; i < 3; i++) expect((await direct(`192.0.2.${i}`)).statusCode).toBe(200);
    expect((await direct('192.0.2.99')).statusCode).toBe(429);
  });
});
