import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../src/modules/auth/auth-test-helpers.ts';
import { pathOfNul } from '../src/lib/invalid-characters.hook.ts';
import { bearer, createUser } from './fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const NUL = '\u0000';
const MESSAGE = 'Some of the information sent contains characters that are not allowed.';

function expectRefused(res: LightMyRequestResponse, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({
    success: false,
    code: 'INVALID_CHARACTERS',
    message: MESSAGE,
    requestId: expect.any(String),
    details: [{ path, key: 'invalidCharacters', message: MESSAGE }],
  });
}

describe('a NUL character anywhere in a request', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers });

  it('is refused in a sign-up first or last name, with the field named and nothing repeated', async () => {
    expectRefused(await post('/auth/register', registration({ firstName: `Al${NUL}ice` })), 'firstName');
    const res = await post('/auth/register', registration({ lastName: `Mar${NUL}tin` }));
    expectRefused(res, 'lastName');
    expect(res.body).not.toContain('Mar');
  });

  it('is refused in a login email', async () => {
    const res = await post('/auth/login', { email: `a${NUL}@example.test`, password: 'Tip-Jar-2026!' });
    expectRefused(res, 'email');
  });

  it("is refused in a tip's payee, even from a guest", async () => {
    const res = await post(
      '/transactions/createtransactions',
      { payee: `2026${NUL}0001`, amount: 500, currency: 'USD', paymentType: 'card', paymentMethod: 'tok_x' },
      { 'idempotency-key': 'bad-input-key-0001' },
    );
    expectRefused(res, 'payee');
  });

  it('is refused in the sandbox bank page client secret', async () => {
    const res = await post('/payments/sandbox/authenticate', {
      clientSecret: `pi${NUL}x`,
      result: 'complete',
    });
    expectRefused(res, 'clientSecret');
  });

  it('is refused in a query parameter (%00) of a signed-in search', async () => {
    const res = await t.app.inject({ url: '/api/v1/transactions?search=ab%00cd', headers: bearer(token) });
    expectRefused(res, 'querystring.search');
  });

  it('is refused in a path parameter (%00)', async () => {
    const res = await t.app.inject({ url: '/api/v1/payee/payee-details/DEM%0000001' });
    expectRefused(res, 'params.code');
  });

  it('is refused in a header that reaches the database (Idempotency-Key)', async () => {
    const res = await post(
      '/transactions/createtransactions',
      { payee: '20260001', amount: 500, currency: 'USD', paymentType: 'card', paymentMethod: 'tok_x' },
      { 'idempotency-key': `key-${NUL}-0000001` },
    );
    expectRefused(res, 'headers.idempotency-key');
  });

  it('is refused deep inside a body and in a key, without naming an odd key back', async () => {
    const nested = await post('/user/update/x', { address: { lines: ['ok', `b${NUL}`] } }, bearer(token));
    expectRefused(nested, 'address.lines.1');
    const inKey = await post('/auth/login', { email: 'a@example.test', password: 'x', [`k${NUL}`]: 1 });
    expectRefused(inKey, '');
    const oddKey = await post('/auth/login', { 'a b<c>': `x${NUL}` });
    expectRefused(oddKey, '?');
  });

  it('leaves ordinary text alone, accents and emoji included', async () => {
    const res = await post('/auth/register', registration({ firstName: 'Zoë 😀', lastName: 'Ñúñez' }));
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});

describe('pathOfNul', () => {
  it('walks a deep body without recursion', () => {
    let deep: unknown = `x${NUL}`;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(pathOfNul(deep)).toMatch(/^0(\.0)*$/);
    expect(pathOfNul({ a: [{ b: 'fine' }], c: Buffer.from([0]) })).toBeUndefined();
  });
});
