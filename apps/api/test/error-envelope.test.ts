import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from './fixtures.ts';
import { parseRaw, rawExchange } from './raw-http.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const LONG_ID = 'a'.repeat(101);

/** Exactly the envelope: nothing of Fastify's default shape, nothing of the request repeated. */
function expectEnvelope(
  res: { status: number; body: string },
  status: number,
  code: string,
  message: string,
) {
  expect(res.status, res.body).toBe(status);
  const body: unknown = JSON.parse(res.body);
  expect(body).toEqual({ success: false, code, message, requestId: expect.any(String) });
}

const asRaw = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });

describe('every failure answers in the error envelope', () => {
  let t: TestApp;
  let token: string;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await createUser(t.database.db));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('refuses an id over the length limit without repeating it', async () => {
    const calls = [
      { method: 'POST' as const, url: `/api/v1/user/update/${LONG_ID}`, payload: {} },
      { method: 'DELETE' as const, url: `/api/v1/user/delete/${LONG_ID}` },
      { method: 'DELETE' as const, url: `/api/v1/cards/${LONG_ID}` },
      { method: 'POST' as const, url: `/api/v1/transactions/${LONG_ID}/refund`, payload: {} },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(token) });
      expectEnvelope(asRaw(res), 414, 'URI_TOO_LONG', 'This web address is not valid.');
      const { requestId, ...answer } = res.json();
      expect(JSON.stringify(answer)).not.toContain('aaaa');
      expect(res.headers['x-request-id']).toBe(requestId);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses a path that is not valid UTF-8 once decoded', async () => {
    for (const bad of ['%FF', '%C0%AF', '%ED%A0%80']) {
      const res = await t.app.inject({ url: `/api/v1/payee/payee-details/${bad}` });
      expectEnvelope(asRaw(res), 400, 'BAD_URL', 'This web address is not valid.');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).not.toContain(bad);
    }
  });

  it('answers a header the HTTP parser refuses on the socket itself, in the envelope', async () => {
    for (const bad of ['\u0001', '\u0000']) {
      const answer = await rawExchange(
        port,
        `POST /api/v1/transactions/createtransactions HTTP/1.1\r\nHost: localhost\r\nIdempotency-Key: key${bad}0000001\r\nContent-Length: 2\r\n\r\n{}`,
      );
      const res = parseRaw(answer);
      expectEnvelope(res, 400, 'BAD_REQUEST', 'Some of the information sent is not valid.');
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-request-id']).toBe(JSON.parse(res.body).requestId);
      expect(res.body).not.toContain('key');
    }
  });

  it('still answers good requests on a real socket', async () => {
    const res = parseRaw(
      await rawExchange(
        port,
        'GET /api/v1/payments/config HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      ),
    );
    expect(res.status).toBe(200);
  });

  it('keeps a caller request id only when it is a plain token', async () => {
    const kept = await t.app.inject({ url: '/api/v1/nothing', headers: { 'x-request-id': 'trace-42.a:b' } });
    expect(kept.json().requestId).toBe('trace-42.a:b');
    const odd = await t.app.inject({
      url: '/api/v1/nothing',
      headers: { 'x-request-id': '<script>x</script>' },
    });
    expect(odd.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(odd.body).not.toContain('script');
  });
});
