import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { bearer } from '../../../test/fixtures.ts';
import { creditTip, fakePayoutProvider, linkAccount, withdraw } from '../../../test/payouts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, ledgerBalance, unbalancedLedgerTransactions } from '../../../test/tips-fixtures.ts';
import { settlePayout } from './payout-settlement.ts';

describe('payouts through PayPal and Flutterwave', () => {
  let t: TestApp;
  const paypal = fakePayoutProvider('paypal');
  const flutterwave = fakePayoutProvider('flutterwave');
  beforeAll(async () => {
    t = await createTestApp({ deps: { paypal: paypal.provider, flutterwave: flutterwave.provider } });
  });
  afterAll(() => t.close());

  const balancesOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/payouts/balances', headers: bearer(token) })).json()
      .data.balances;
  const settle = (update: Parameters<typeof settlePayout>[1]) =>
    settlePayout({ db: t.database.db, now: new Date() }, update);

  it('keeps each provider apart: balances per provider and currency, with their terms', async () => {
    const receiver = await createReceiver(t.database.db);
    const db = t.database.db;
    await linkAccount(db, { userId: receiver.user.id, provider: 'flutterwave', currency: 'NGN' });
    await creditTip(db, { userId: receiver.user.id, provider: 'paypal', net: 4000 });
    await creditTip(db, { userId: receiver.user.id, provider: 'paypal', net: 1000, hoursAgo: 1 });
    await creditTip(db, { userId: receiver.user.id, provider: 'paypal', currency: 'EUR', net: 700 });
    await creditTip(db, { userId: receiver.user.id, provider: 'flutterwave', currency: 'NGN', net: 900_000 });
    await creditTip(db, { userId: receiver.user.id, provider: 'sandbox', net: 300 });
    expect(await balancesOf(receiver.token)).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        currency: 'USD',
        pending: 0,
        available: 300,
        canWithdraw: true,
      }),
      expect.objectContaining({
        provider: 'paypal',
        currency: 'EUR',
        pending: 0,
        available: 700,
        canWithdraw: false,
      }),
      {
        provider: 'paypal',
        currency: 'USD',
        pending: 1000,
        available: 4000,
        // The tip paid an hour ago is withdrawable 24 h after it was paid.
        nextAvailableAt: expect.any(String),
        holdHours: 24,
        canWithdraw: false,
        terms: { minimum: 100, feeFixed: 0, feeBps: 200, feeCap: 2000 },
      },
      {
        provider: 'flutterwave',
        currency: 'NGN',
        pending: 0,
        available: 900_000,
        nextAvailableAt: null,
        holdHours: 24,
        canWithdraw: true,
        terms: { minimum: 50_000, feeFixed: 5375, feeBps: 0, feeCap: null },
      },
    ]);
  });

  it('shows a linked account holding nothing yet as a zero balance in its currency', async () => {
    const receiver = await createReceiver(t.database.db);
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'flutterwave', currency: 'KES' });
    expect(await balancesOf(receiver.token)).toEqual([
      expect.objectContaining({ provider: 'sandbox', currency: 'USD', available: 0 }),
      expect.objectContaining({ provider: 'flutterwave', currency: 'KES', available: 0, canWithdraw: true }),
    ]);
  });

  it('withdraws PayPal money to PayPal; the provider gets the amount less the fee and our key', async () => {
    const receiver = await createReceiver(t.database.db);
    const accountId = await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'paypal' });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'paypal', net: 5000 });
    paypal.state.behaviour = 'paid';
    const res = await withdraw(t.app, receiver.token, { provider: 'paypal', currency: 'USD', amount: 5000 });
    expect(res.statusCode).toBe(200);
    const payout = res.json().data.payout;
    expect(payout).toMatchObject({
      provider: 'paypal',
      destination: 'j•••@example.com',
      amount: 5000,
      fee: 100,
      net: 4900,
      status: 'paid',
    });
    expect(paypal.calls.at(-1)).toMatchObject({
      idempotencyKey: `payout_${payout.id}`,
      payoutId: payout.id,
      accountId,
      amount: 4900,
      currency: 'USD',
    });
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`)).toBe(0);
    // The card rail's balance is another account: nothing moved there.
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(0);
  });

  it('a pending Flutterwave transfer is settled by its webhook once; a failure returns the money', async () => {
    const receiver = await createReceiver(t.database.db);
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'flutterwave', currency: 'NGN' });
    await creditTip(t.database.db, {
      userId: receiver.user.id,
      provider: 'flutterwave',
      currency: 'NGN',
      net: 600_000,
    });
    flutterwave.state.behaviour = 'pending';
    const body = { provider: 'flutterwave', currency: 'NGN', amount: 200_000 };
    const first = (await withdraw(t.app, receiver.token, body)).json().data.payout;
    const second = (await withdraw(t.app, receiver.token, body)).json().data.payout;
    expect([first.status, second.status]).toEqual(['pending', 'pending']);
    const key = `receiver:${receiver.user.id}:flutterwave`;
    expect(await ledgerBalance(t.database.db, key, 'NGN')).toBe(-200_000);
    const [row1] = await t.database.db.select().from(payouts).where(eq(payouts.id, first.id));

    expect(
      await settle({
        provider: 'flutterwave',
        providerPayoutId: row1!.providerPayoutId!,
        outcome: { status: 'paid' },
      }),
    ).toBe('settled');
    expect(await settle({ provider: 'flutterwave', payoutId: first.id, outcome: { status: 'paid' } })).toBe(
      'unchanged',
    );
    const failed = { status: 'failed' as const, reason: 'Account is dormant' };
    expect(await settle({ provider: 'flutterwave', payoutId: second.id, outcome: failed })).toBe('settled');
    expect(await settle({ provider: 'flutterwave', payoutId: second.id, outcome: failed })).toBe('unchanged');
    // Out of order: a late "paid" after the failure changes nothing.
    expect(await settle({ provider: 'flutterwave', payoutId: second.id, outcome: { status: 'paid' } })).toBe(
      'unchanged',
    );
    expect(await ledgerBalance(t.database.db, key, 'NGN')).toBe(-400_000);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, receiver.user.id));
    expect(told.filter((n) => n.type === 'payoutFailed')).toHaveLength(1);

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/payouts', headers: bearer(receiver.token) })
    ).json().data.payouts;
    expect(list.map((p: { status: string }) => p.status).sort()).toEqual(['failed', 'paid']);
    expect(list.find((p: { id: string }) => p.id === second.id)).toMatchObject({
      failureMessage: 'Account is dormant',
      destination: 'Access Bank ····0031',
    });
  });

  it('a payout reported paid and then returned by the bank gives the money back once', async () => {
    const receiver = await createReceiver(t.database.db);
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'paypal' });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'paypal', net: 3000 });
    paypal.state.behaviour = 'paid';
    const payout = (
      await withdraw(t.app, receiver.token, { provider: 'paypal', currency: 'USD', amount: 3000 })
    ).json().data.payout;
    const returned = { status: 'failed' as const, reason: 'RETURNED' };
    expect(await settle({ provider: 'paypal', payoutId: payout.id, outcome: returned })).toBe('settled');
    expect(await settle({ provider: 'paypal', payoutId: payout.id, outcome: returned })).toBe('unchanged');
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`)).toBe(-3000);
  });

  it('answers unknown for a payout it does not know, a malformed id or another provider', async () => {
    expect(await settle({ provider: 'paypal', payoutId: randomUUID(), outcome: { status: 'paid' } })).toBe(
      'unknown',
    );
    expect(await settle({ provider: 'paypal', payoutId: 'not-a-uuid', outcome: { status: 'paid' } })).toBe(
      'unknown',
    );
    expect(await settle({ provider: 'paypal', providerPayoutId: 'nope', outcome: { status: 'paid' } })).toBe(
      'unknown',
    );
    expect(await settle({ provider: 'paypal', outcome: { status: 'paid' } })).toBe('unknown');
    const [someFlutterwave] = await t.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.provider, 'flutterwave'));
    expect(
      await settle({ provider: 'paypal', payoutId: someFlutterwave!.id, outcome: { status: 'paid' } }),
    ).toBe('unknown');
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });
});
