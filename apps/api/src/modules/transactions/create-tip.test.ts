import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  countRows,
  createGiver,
  createReceiver,
  createTeam,
  giveTip,
  ledgerBalance,
  newKey,
  sandboxToken,
  TEST_CARDS,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

describe('POST /transactions/createtransactions', () => {
  let t: TestApp;
  let receiver: UserRow;
  beforeAll(async () => {
    t = await createTestApp({ env: { PLATFORM_FEE_BPS: '500' } });
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  const body = async (extra: Record<string, unknown> = {}) => ({
    payee: receiver.uniqueId,
    amount: 1000,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod: await sandboxToken(t.app),
    ...extra,
  });

  it('lets a guest tip by unique ID and answers the amounts: tip, fee, net and total', async () => {
    const res = await giveTip(t.app, { body: await body() });
    expect(res.statusCode).toBe(200);
    const { success, message, data } = res.json();
    expect(success).toBe(true);
    expect(message).toBe('Transaction Successful');
    expect(data.transaction).toMatchObject({
      status: 'succeeded',
      currency: 'USD',
      amounts: { tip: 1000, fee: 50, net: 950, total: 1000 },
      payee: { id: receiver.id, username: receiver.username },
      giver: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(data.feedbackToken).toEqual(expect.any(String));
    expect(res.body).not.toContain(TEST_CARDS.ok);
  });

  it('records a signed-in giver and adds the fee on top when they cover it', async () => {
    const giver = await createGiver(t.database.db);
    const res = await giveTip(t.app, {
      token: giver.token,
      body: await body({ amount: 2000, coverFee: true }),
    });
    expect(res.statusCode).toBe(200);
    const tx = res.json().data.transaction;
    expect(tx.amounts).toEqual({ tip: 2000, fee: 100, net: 2000, total: 2100 });
    expect(tx.giver).toMatchObject({ id: giver.user.id, username: giver.user.username });
  });

  it('computes a percentage of the bill once, half-up, in minor units', async () => {
    // 18% of 33.33 = 5.9994 -> 6.00; fee 5% of 6.00 = 0.30
    const res = await giveTip(t.app, {
      body: await body({ amount: undefined, billAmount: 3333, percent: 18 }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transaction).toMatchObject({
      amounts: { tip: 600, fee: 30, net: 570, total: 600 },
      billAmount: 3333,
      percent: '18',
    });
    // 12.5% of 0.04 JPY-like... in yen: 12.5% of 1,234 = 154.25 -> 154
    const yen = await giveTip(t.app, {
      body: await body({ amount: undefined, billAmount: 1234, percent: '12.5', currency: 'JPY' }),
    });
    expect(yen.json().data.transaction).toMatchObject({
      currency: 'JPY',
      amounts: { tip: 154, fee: 8 },
      percent: '12.5',
    });
  });

  it('credits the receiver and the platform in a balanced ledger', async () => {
    const fresh = (await createReceiver(t.database.db)).user;
    const before = await ledgerBalance(t.database.db, 'platformFee');
    const res = await giveTip(t.app, { body: await body({ payee: fresh.payeeCode, amount: 1234 }) });
    expect(res.statusCode).toBe(200);
    // Credits are negative in the debit-positive ledger.
    expect(await ledgerBalance(t.database.db, `receiver:${fresh.id}`)).toBe(-1172);
    expect((await ledgerBalance(t.database.db, 'platformFee')) - before).toBe(-62);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('credits a team pool when the receiver is a team account', async () => {
    const { teamId, owner } = await createTeam(t.database.db);
    const res = await giveTip(t.app, { body: await body({ payee: owner.user.id, amount: 500 }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transaction.toTeamId).toBe(teamId);
    expect(await ledgerBalance(t.database.db, `teamPool:${teamId}`)).toBe(-475);
    expect(await ledgerBalance(t.database.db, `receiver:${owner.user.id}`)).toBe(0);
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.', 'CARD_DECLINED'],
    [TEST_CARDS.noFunds, 'Your card has insufficient funds.', 'INSUFFICIENT_FUNDS'],
  ])(
    'answers 402 with the provider reason for card %s and records nothing as paid',
    async (card, message, code) => {
      const fresh = (await createReceiver(t.database.db)).user;
      const key = newKey();
      const res = await giveTip(t.app, {
        key,
        body: await body({ payee: fresh.id, paymentMethod: await sandboxToken(t.app, card) }),
      });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ success: false, code, message });
      const [row] = await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key));
      expect(row?.status).toBe('failed');
      expect(await ledgerBalance(t.database.db, `receiver:${fresh.id}`)).toBe(0);
    },
  );

  it('sends a receipt when the giver gives an email address', async () => {
    const res = await giveTip(t.app, { body: await body({ amount: 750, email: 'Guest@Example.test' }) });
    expect(res.statusCode).toBe(200);
    const mail = t.mails.find((m) => m.to === 'guest@example.test');
    expect(mail?.subject).toBe(`Your tip receipt: $7.50 to ${receiver.username}`);
    expect(mail?.text).toContain(`Transaction: ${res.json().data.transaction.id}`);
    expect(mail?.text).toContain('visa ending in 4242');
  });

  describe('Idempotency-Key', () => {
    it('is required, so that a retry can never charge twice', async () => {
      const res = await giveTip(t.app, { key: null, body: await body() });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/Idempotency-Key header is required/);
      const short = await giveTip(t.app, { key: 'abc', body: await body() });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/8 to 255 visible characters/);
    });

    it('same key and body: the first answer again and a single charge', async () => {
      const key = newKey();
      const payload = await body({ amount: 1500 });
      const charges = await countRows(t.database.db, 'sandbox_charges');
      const first = await giveTip(t.app, { key, body: payload });
      const second = await giveTip(t.app, { key, body: payload });
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges + 1);
    });

    it('same key and another body: refused with a clear message', async () => {
      const key = newKey();
      const payload = await body({ amount: 1500 });
      expect((await giveTip(t.app, { key, body: payload })).statusCode).toBe(200);
      const other = await giveTip(t.app, { key, body: { ...payload, amount: 9900 } });
      expect(other.statusCode).toBe(422);
      expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(other.json().message).toMatch(/already used for a different tip/);
    });

    it('replays a decline too, without asking the provider again', async () => {
      const key = newKey();
      const payload = await body({ paymentMethod: await sandboxToken(t.app, TEST_CARDS.declined) });
      const charges = await countRows(t.database.db, 'sandbox_charges');
      expect((await giveTip(t.app, { key, body: payload })).statusCode).toBe(402);
      const again = await giveTip(t.app, { key, body: payload });
      expect(again.statusCode).toBe(402);
      expect(again.json().code).toBe('CARD_DECLINED');
      expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges + 1);
    });

    it('belongs to its caller: the same key from another giver is another tip', async () => {
      const key = newKey();
      const a = await createGiver(t.database.db);
      const b = await createGiver(t.database.db);
      const payload = await body();
      const first = await giveTip(t.app, { key, token: a.token, body: payload });
      const second = await giveTip(t.app, { key, token: b.token, body: payload });
      expect(second.statusCode).toBe(200);
      expect(second.json().data.transaction.id).not.toBe(first.json().data.transaction.id);
    });
  });

  describe('refuses bad input with a clear 4xx', () => {
    it.each([
      [{ amount: undefined }, 400, 'Please enter a tip amount or a percentage of the bill.'],
      [
        { billAmount: 5000, percent: 10 },
        400,
        'Please give either a tip amount or a bill amount with a percentage, not both.',
      ],
      [
        { amount: undefined, billAmount: 5000, percent: 0 },
        400,
        'Please enter a percentage above 0 and at most 100, with at most 2 decimals.',
      ],
      [
        { amount: undefined, billAmount: 5000, percent: '12.345' },
        400,
        'Please enter a percentage above 0 and at most 100, with at most 2 decimals.',
      ],
      [
        { amount: undefined, billAmount: 5000 },
        400,
        'Please enter a percentage above 0 and at most 100, with at most 2 decimals.',
      ],
      [{ amount: 12.5 }, 400, 'Please enter a valid amount.'],
      [{ amount: -100 }, 400, 'Please enter a valid amount.'],
      [{ amount: '1000' }, 400, 'Please enter a valid amount.'],
      [
        { amount: 49 },
        400,
        'This tip is below the smallest amount that can be paid by card in this currency.',
      ],
      [
        { amount: 100_000_000 },
        400,
        'This tip is above the largest amount that can be paid by card in one payment.',
      ],
      [
        { amount: 99_999_999, coverFee: true },
        400,
        'This tip is above the largest amount that can be paid by card in one payment.',
      ],
      [{ currency: 'XYZ' }, 400, 'Please select a supported currency'],
      [{ currency: undefined }, 400, 'Please select a supported currency'],
      [{ paymentType: 'cash' }, 400, 'Please choose card, Apple Pay or Google Pay.'],
      [{ paymentMethod: '4242424242424242' }, 400, 'Please enter your card details again.'],
      [
        { paymentMethod: 'tok_sandbox_000000000000000000000000' },
        400,
        'Please enter your card details again.',
      ],
      [{ paymentType: 'applePay' }, 400, 'Please enter your card details again.'],
      [{ payee: '99999999' }, 404, 'No tip receiver was found with this unique ID.'],
      [{ payee: '123456789' }, 400, 'Please enter a number with a maximum of 8 digits.'],
      [{ comment: 'x'.repeat(501) }, 400, 'The comment can be at most 500 characters.'],
      [{ email: 'not-an-email' }, 400, 'Please enter valid email'],
    ])('%j -> %i', async (extra, status, message) => {
      const res = await giveTip(t.app, { body: await body(extra) });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
    });

    it('a receiver without a payment account, or tipping oneself', async () => {
      const unlinked = (await createGiver(t.database.db, { userType: 'payee', accountType: 'individual' }))
        .user;
      const res = await giveTip(t.app, { body: await body({ payee: unlinked.id }) });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/has not linked a payment account/);
      const self = await createReceiver(t.database.db);
      const own = await giveTip(t.app, { token: self.token, body: await body({ payee: self.user.id }) });
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe('You cannot tip yourself.');
    });

    it('a dead bearer token is refused rather than treated as a guest', async () => {
      const res = await giveTip(t.app, { token: 'not-a-token', body: await body() });
      expect(res.statusCode).toBe(401);
    });

    it('none of these left a paid tip behind', async () => {
      expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
    });
  });
});
