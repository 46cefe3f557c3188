import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema/payouts.ts';
import { creditTip, fakePayoutProvider, linkAccount, withdraw } from '../../../test/payouts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createReceiver,
  ledgerBalance,
  rowsOf,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

describe('50 concurrent withdrawals', () => {
  let t: TestApp;
  const paypal = fakePayoutProvider('paypal');
  beforeAll(async () => {
    t = await createTestApp({ deps: { paypal: paypal.provider } });
  });
  afterAll(() => t.close());

  const settledSum = async (userId: string) => {
    const [row] = await rowsOf<{ sum: string; count: number }>(
      t.database.db,
      sql`select coalesce(sum(amount), 0)::text as sum, count(*)::int as count from payouts
          where user_id = ${userId} and status <> 'failed'`,
    );
    return { sum: Number(row?.sum), count: Number(row?.count) };
  };

  it('never take out more than the available balance (card rail, all different keys)', async () => {
    const receiver = await createReceiver(t.database.db);
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'sandbox', net: 10_000 });
    // 50 × 700 asked for, 10 000 there: at most 14 can go through.
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdraw(t.app, receiver.token, { provider: 'sandbox', currency: 'USD', amount: 700 }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(14);
    expect(new Set(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code))).toEqual(
      new Set(['PAYOUT_MORE_THAN_AVAILABLE']),
    );
    const { sum, count } = await settledSum(receiver.user.id);
    expect([sum, count]).toEqual([9800, 14]);
    const balance = await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`);
    expect(balance).toBe(-200);
    expect(balance).toBeLessThanOrEqual(0);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('with one key sent 50 times at once make one payout', async () => {
    const receiver = await createReceiver(t.database.db);
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'paypal' });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'paypal', net: 10_000 });
    paypal.state.behaviour = 'paid';
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withdraw(t.app, receiver.token, { provider: 'paypal', currency: 'USD', amount: 6000 }, key),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.json().data.payout.id)).size).toBe(1);
    const rows = await t.database.db.select().from(payouts).where(eq(payouts.userId, receiver.user.id));
    expect(rows).toHaveLength(1);
    expect(paypal.made.size).toBeGreaterThan(0);
    expect([...paypal.made.values()].filter((m) => m.request.payoutId === rows[0]!.id)).toHaveLength(1);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`)).toBe(-4000);
  });

  it('with a mix of PayPal payouts refused, paid and pending never go below zero', async () => {
    const receiver = await createReceiver(t.database.db);
    await linkAccount(t.database.db, { userId: receiver.user.id, provider: 'paypal' });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'paypal', net: 5000 });
    paypal.state.behaviour = 'refuse';
    const refused = await Promise.all(
      Array.from({ length: 25 }, () =>
        withdraw(t.app, receiver.token, { provider: 'paypal', currency: 'USD', amount: 900 }),
      ),
    );
    expect(refused.every((a) => a.statusCode === 200 || a.json().code === 'PAYOUT_MORE_THAN_AVAILABLE')).toBe(
      true,
    );
    // Every refusal gave its money back: all of it can be withdrawn again.
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`)).toBe(-5000);
    paypal.state.behaviour = 'pending';
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        withdraw(t.app, receiver.token, { provider: 'paypal', currency: 'USD', amount: 900 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`)).toBe(-500);
  });
});
