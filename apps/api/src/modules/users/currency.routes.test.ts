import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changeCurrency = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/update-default-currency',
    headers: bearer(token),
    payload: payload as object,
  });

describe('POST /user/update-default-currency', () => {
  it('sets the default currency of the caller and answers the updated session user', async () => {
    const { user, token } = await createUser(t.database.db);
    const res = await changeCurrency(token, { currency: 'jpy' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Currency updated' });
    expect(res.json().data.user).toMatchObject({ id: user.id, currency: 'JPY' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.currency).toBe('JPY');
  });

  it.each([[{ currency: 'XYZ' }], [{ currency: '' }], [{ currency: 978 }], [{}]])(
    'refuses %j with "Please select a supported currency"',
    async (payload) => {
      const { user, token } = await createUser(t.database.db);
      const res = await changeCurrency(token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please select a supported currency' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.currency).toBe('USD');
    },
  );
});

describe('GET /currencies', () => {
  it('lists the supported currencies with minor units and providers, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/v1/currencies' });
    expect(res.statusCode).toBe(200);
    const { currencies } = res.json().data;
    // SPEC 1: a list of about 135 to 160 currencies.
    expect(currencies.length).toBeGreaterThanOrEqual(135);
    expect(currencies.length).toBeLessThanOrEqual(160);
    const byCode = new Map(currencies.map((c: { code: string }) => [c.code, c]));
    expect(byCode.get('USD')).toEqual({
      code: 'USD',
      name: 'US Dollar',
      minorUnits: 2,
      providers: ['sandbox', 'stripe'],
    });
    expect(byCode.get('JPY')).toMatchObject({ minorUnits: 0 });
    expect(byCode.get('KWD')).toMatchObject({ minorUnits: 3 });
    expect(res.headers['cache-control']).toContain('max-age');
  });
});
