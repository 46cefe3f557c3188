import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, newKey, rowsOf } from '../../../test/tips-fixtures.ts';

const tokenize = (t: TestApp, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payments/sandbox/tokens', payload });

const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  type: 'card',
  cardNumber,
  expMonth: 4,
  expYear: 2031,
  cvc: '321',
  ...extra,
});

describe('sandbox payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: () => new Date('2026-11-22T10:00:00Z') } });
  });
  afterAll(() => t.close());

  it('says which provider takes payments and the platform fee', async () => {
    const res = await t.app.inject({ url: '/api/v1/payments/config' });
    expect(res.json().data).toEqual({
      provider: 'sandbox',
      publishableKey: null,
      platformFeeBps: 500,
      accountCountry: 'US',
    });
  });

  it('turns a test card into a token, keeping only brand, last 4 and expiry', async () => {
    const res = await tokenize(t, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    const method = res.json().data.paymentMethod;
    expect(method).toEqual({
      token: expect.stringMatching(/^tok_sandbox_[0-9a-f]{24}$/),
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2031,
    });
  });

  it('never stores a card number or CVC anywhere in the database, even after paying', async () => {
    const number = '5555555555554444';
    const cvc = '987';
    const token = (await tokenize(t, card(number, { cvc }))).json().data.paymentMethod.token;
    const receiver = (await createReceiver(t.database.db)).user;
    const paid = await giveTip(t.app, {
      key: newKey(),
      body: { payee: receiver.id, amount: 1000, currency: 'USD', paymentType: 'card', paymentMethod: token },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.transaction.card).toEqual({ brand: 'mastercard', last4: '4444' });

    const tables = await rowsOf<{ name: string }>(
      t.database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    for (const { name } of tables) {
      const dump = await rowsOf<{ row: string }>(
        t.database.db,
        sql`select row_to_json(x)::text as row from ${sql.identifier(name)} x`,
      );
      const text = dump.map((r) => r.row).join('\n');
      expect(text, name).not.toContain(number);
      expect(text, name).not.toMatch(new RegExp(`"cvc"|:"${cvc}"`));
    }
  });

  it('gives Apple Pay and Google Pay wallet tokens that pay', async () => {
    const receiver = (await createReceiver(t.database.db)).user;
    for (const wallet of ['applePay', 'googlePay'] as const) {
      const method = (await tokenize(t, { type: wallet })).json().data.paymentMethod;
      expect(method.type).toBe(wallet);
      const paid = await giveTip(t.app, {
        body: {
          payee: receiver.id,
          amount: 500,
          currency: 'EUR',
          paymentType: wallet,
          paymentMethod: method.token,
        },
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.transaction.paymentType).toBe(wallet);
    }
  });

  it.each([
    [card('4242424242424241'), 'Please enter valid card number'],
    [card('42424242'), 'Please enter valid card number'],
    [card('4111111111111111'), 'In sandbox mode only test cards work, such as 4242 4242 4242 4242.'],
    [card('4242424242424242', { expMonth: 13 }), 'Please enter valid month'],
    [card('4242424242424242', { expMonth: 10, expYear: 2026 }), 'Your card has expired.'],
    [card('4242424242424242', { expYear: 'soon' }), 'Please enter valid year'],
    [card('4242424242424242', { cvc: '12' }), 'Please enter valid cvv'],
    [card('378282246310005', { cvc: '123' }), 'Please enter valid cvv'],
    [{ type: 'cash' }, 'Please choose card, Apple Pay or Google Pay.'],
  ])('refuses %j with a clear message that does not repeat the card', async (payload, message) => {
    const res = await tokenize(t, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    if ('cardNumber' in payload) expect(res.body).not.toContain(String(payload.cardNumber));
  });

  it('accepts a two-digit year and this month as not yet expired', async () => {
    const res = await tokenize(t, card('4000056655665556', { expMonth: 11, expYear: 26 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.paymentMethod).toMatchObject({ brand: 'visa', last4: '5556', expYear: 2026 });
  });
});

describe('card entry in Stripe mode', () => {
  it('is not offered: cards go through Stripe Elements', async () => {
    const t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_y' },
    });
    const res = await tokenize(t, card('4242424242424242'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Cards are entered in the payment provider's secure form.");
    const config = await t.app.inject({ url: '/api/v1/payments/config' });
    expect(config.json().data).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_y' });
    await t.close();
  });
});
