import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { payouts, sandboxProviderRecords } from '../../db/schema/payouts.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import {
  ProviderUnavailableError,
  type CardRailProvider,
  type PayoutRequest,
} from '../../integrations/payments/payment-provider.ts';
import type { AppDeps } from '../../app-deps.ts';
import { loadConfig } from '../../config.ts';
import { bearer } from '../../../test/fixtures.ts';
import { creditTip, linkAccount, withdraw } from '../../../test/payouts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import {
  createGiver,
  createReceiver,
  giveTip,
  ledgerBalance,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import { retryPendingPayouts } from './retry-pending-payouts.ts';

type Person = Awaited<ReturnType<typeof createReceiver>>;
const HOUR_MS = 3_600_000;
const silent = { warn: () => {} };

describe('payouts on the card rail (sandbox)', () => {
  let t: TestApp;
  let clock = Date.now();
  const outage = { on: false, answerLost: false };
  let payments: CardRailProvider;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    payments = failingAtWill();
    t = await createTestApp({ sharedDatabase: database, deps: { now: () => new Date(clock), payments } });
  });
  /** The sandbox, whose payouts fail to answer while `outage.on` (before or after paying). */
  function failingAtWill(): CardRailProvider {
    let sandbox: CardRailProvider | undefined;
    const real = () => (sandbox ??= createSandboxProvider(database.db));
    return new Proxy({} as CardRailProvider, {
      get(_target, name: keyof CardRailProvider) {
        if (name !== 'payout') return real()[name];
        return async (request: PayoutRequest) => {
          if (outage.on && !outage.answerLost) throw new ProviderUnavailableError('down');
          const outcome = await real().payout(request);
          if (outage.on) throw new ProviderUnavailableError('answer lost');
          return outcome;
        };
      },
    });
  }
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const balances = async (token: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payouts/balances',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.balances as {
      provider: string;
      currency: string;
      pending: number;
      available: number;
      canWithdraw: boolean;
      terms: { minimum: number };
    }[];
  };
  const cardBalance = async (person: Person, currency = 'USD') =>
    (await balances(person.token)).find((b) => b.provider === 'sandbox' && b.currency === currency);

  it('holds a tip for PAYOUT_HOLD_HOURS, then it is available; a refund of a held tip leaves pending', async () => {
    const receiver = await createReceiver(t.database.db);
    const giver = await createGiver(t.database.db);
    const tip = async (amount: number) => {
      const res = await giveTip(t.app, {
        token: giver.token,
        body: {
          payee: receiver.user.id,
          amount,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app),
        },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.transaction.id as string;
    };
    await tip(2000); // net 1900 after the 5% platform fee
    expect(await cardBalance(receiver)).toMatchObject({ pending: 1900, available: 0, canWithdraw: true });
    expect(
      (await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 500 })).json(),
    ).toMatchObject({
      code: 'PAYOUT_MORE_THAN_AVAILABLE',
      message: 'This is more than your available balance.',
    });

    clock += 25 * HOUR_MS;
    const second = await tip(1000); // 950 net, held
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${second}/refund`,
      headers: bearer(receiver.token),
      payload: { amount: 400 },
    });
    expect(refund.statusCode).toBe(200);
    expect(await cardBalance(receiver)).toMatchObject({ pending: 950 - 380, available: 1900 });
    clock += 25 * HOUR_MS;
    expect(await cardBalance(receiver)).toMatchObject({ pending: 0, available: 1900 + 570 });
  });

  it('withdraws the available part: paid at once, out of the balance, listed newest first', async () => {
    const receiver = await createReceiver(t.database.db);
    await creditTip(t.database.db, {
      userId: receiver.user.id,
      provider: 'sandbox',
      net: 10_000,
      hoursAgo: 72,
    });
    const before = await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`);
    const res = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 4000 });
    expect(res.statusCode).toBe(200);
    const payout = res.json().data.payout;
    expect(res.json().message).toBe('The money is on its way to your account.');
    // Stripe's terms: 0.25% + 25 cents.
    expect(payout).toMatchObject({ provider: 'sandbox', currency: 'USD', amount: 4000, fee: 35, net: 3965 });
    expect(payout.status).toBe('paid');
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(before + 4000);
    const [record] = await t.database.db
      .select()
      .from(sandboxProviderRecords)
      .where(and(eq(sandboxProviderRecords.reference, payout.id), eq(sandboxProviderRecords.kind, 'payout')));
    expect(record).toMatchObject({ provider: 'sandbox', status: 'paid', amount: 3965, currency: 'USD' });
    expect(await cardBalance(receiver)).toMatchObject({ available: 6000, pending: 0 });

    clock += 1000;
    const next = await withdraw(t.app, receiver.token, {
      provider: 'sandbox',
      currency: 'USD',
      amount: 1000,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payouts',
      headers: bearer(receiver.token),
    });
    expect(list.json().data.payouts.map((p: { id: string }) => p.id)).toEqual([
      next.json().data.payout.id,
      payout.id,
    ]);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('answers a retried request with the same payout, and refuses the key for another body', async () => {
    const receiver = await createReceiver(t.database.db);
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'sandbox', net: 5000 });
    const key = randomUUID();
    const body = { provider: 'sandbox', currency: 'USD', amount: 3000 };
    const first = await withdraw(t.app, receiver.token, body, key);
    const again = await withdraw(t.app, receiver.token, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payout).toEqual(first.json().data.payout);
    const other = await withdraw(t.app, receiver.token, { ...body, amount: 1000 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.userId, receiver.user.id));
    expect(rows).toHaveLength(1);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(-2000);
  });

  it('answers every bad request with a 4xx and a message', async () => {
    const receiver = await createReceiver(t.database.db);
    const giver = await createGiver(t.database.db);
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'sandbox', net: 5000 });
    const ok = { provider: 'sandbox', currency: 'USD', amount: 1000 };
    const cases: [Record<string, unknown>, number, string, (string | null)?][] = [
      [{ ...ok, amount: 0 }, 400, 'Please enter a valid amount to withdraw.'],
      [{ ...ok, amount: 10.5 }, 400, 'Please enter a valid amount to withdraw.'],
      [{ ...ok, amount: '1000' }, 400, 'Please enter a valid amount to withdraw.'],
      [
        { ...ok, amount: 99 },
        400,
        'This amount is below the least that can be withdrawn here, or would not cover the fee.',
      ],
      [{ ...ok, amount: 5001 }, 400, 'This is more than your available balance.'],
      [{ ...ok, currency: 'EUR' }, 400, 'This is more than your available balance.'],
      [{ ...ok, currency: 'XYZ' }, 400, ''],
      [{ ...ok, provider: 'bogus' }, 400, 'Please choose where you are paid.'],
      [{ ...ok, provider: 'stripe' }, 400, 'Please choose where you are paid.'],
      [{ ...ok, provider: 'paypal' }, 400, 'Please link an account with this provider first.'],
      [
        ok,
        400,
        'The Idempotency-Key header is required, so that a retried payment is never charged twice.',
        null,
      ],
      [ok, 400, 'The Idempotency-Key header must be 8 to 255 visible characters.', 'short'],
    ];
    for (const [body, status, message, key] of cases) {
      const res = await withdraw(t.app, receiver.token, body, key === undefined ? randomUUID() : key);
      expect([res.statusCode, body]).toEqual([status, body]);
      expect(res.json().success).toBe(false);
      if (message) expect(res.json().message).toBe(message);
    }
    const payer = await withdraw(t.app, giver.token, ok);
    expect(payer.statusCode).toBe(403);
    expect(payer.json().message).toBe('Only tip receivers can withdraw money.');
    for (const url of ['/api/v1/payouts', '/api/v1/payouts/balances']) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(giver.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts',
      headers: { 'idempotency-key': randomUUID() },
      payload: ok,
    });
    expect(anonymous.statusCode).toBe(401);
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'paypal', ready: false });
    const notReady = await withdraw(t.app, receiver.token, { ...ok, provider: 'paypal' });
    expect(notReady.json().code).toBe('PAYOUT_ACCOUNT_NOT_READY');
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'flutterwave', currency: 'NGN' });
    const otherCurrency = await withdraw(t.app, receiver.token, { ...ok, provider: 'flutterwave' });
    expect(otherCurrency.json().code).toBe('PAYOUT_CURRENCY_MISMATCH');
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(-5000);
  });

  it('a refused payout fails, its money comes back and the receiver is notified', async () => {
    const receiver = await createReceiver(t.database.db, {}, { accountId: 'acct_closed_elsewhere' });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'sandbox', net: 5000 });
    const res = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 2000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'The payment service did not accept this withdrawal, so the money is back in your balance.',
    );
    expect(res.json().data.payout).toMatchObject({
      status: 'failed',
      failureMessage: 'No such destination account.',
    });
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(-5000);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, receiver.user.id));
    expect(told.map((n) => [n.type, n.data])).toEqual([
      [
        'payoutFailed',
        expect.objectContaining({
          provider: 'sandbox',
          reason: 'No such destination account.',
          payoutId: res.json().data.payout.id,
          amount: 2000,
          currency: 'USD',
        }),
      ],
    ]);
    expect(await cardBalance(receiver)).toMatchObject({ available: 5000 });
  });

  it('keeps a payout pending while the provider is unreachable; the job pays it once', async () => {
    const receiver = await createReceiver(t.database.db);
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'sandbox', net: 5000 });
    outage.on = true;
    const res = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 3000 });
    outage.on = false;
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your withdrawal is being processed. We will tell you if it does not go through.',
    );
    expect(res.json().data.payout.status).toBe('pending');
    // The money is reserved: what is left is all that can be withdrawn meanwhile.
    expect(await cardBalance(receiver)).toMatchObject({ available: 2000 });
    // Too young for the job (its request may still be working on it).
    const early = await retryPendingPayouts({ ...jobDeps(), now: () => new Date(clock) }, silent);
    expect(early.find((p) => p.userId === receiver.user.id)).toBeUndefined();
    const done = await retryPendingPayouts({ ...jobDeps(), now: () => new Date(clock + 4 * 60_000) }, silent);
    expect(done.find((p) => p.userId === receiver.user.id)).toMatchObject({ status: 'paid' });
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(-2000);
  });

  it('a crash after the provider paid but before its answer was recorded: the retry finds the same payout', async () => {
    const receiver = await createReceiver(t.database.db);
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'sandbox', net: 5000 });
    Object.assign(outage, { on: true, answerLost: true });
    const res = await withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 3000 });
    Object.assign(outage, { on: false, answerLost: false });
    const id = res.json().data.payout.id;
    expect(res.json().data.payout.status).toBe('pending');
    await retryPendingPayouts({ ...jobDeps(), now: () => new Date(clock + 4 * 60_000) }, silent);
    const records = await t.database.db
      .select()
      .from(sandboxProviderRecords)
      .where(eq(sandboxProviderRecords.reference, id));
    expect(records).toHaveLength(1);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ status: 'paid', providerPayoutId: records[0]!.id });
  });

  function jobDeps(): AppDeps {
    return { config: loadConfig({ NODE_ENV: 'test' }), db: t.database.db, payments } as unknown as AppDeps;
  }
});
