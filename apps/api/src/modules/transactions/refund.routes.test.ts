import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  TEST_CARDS,
  createGiver,
  createReceiver,
  createTeam,
  giveTip,
  ledgerBalance,
  rowsOf,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

type Person = Awaited<ReturnType<typeof createReceiver>>;

describe('POST /transactions/{id}/refund', () => {
  let t: TestApp;
  let receiver: Person;
  let giver: Person;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await createReceiver(t.database.db);
    giver = await createGiver(t.database.db);
  });
  afterAll(() => t.close());

  const paidTip = async (payee: string, amount = 1000): Promise<string> => {
    const res = await giveTip(t.app, {
      token: giver.token,
      body: { payee, amount, currency: 'USD', paymentType: 'card', paymentMethod: await sandboxToken(t.app) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.transaction.id;
  };
  const refund = (id: string, token: string | null, payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${id}/refund`,
      headers: token ? bearer(token) : {},
      payload,
    });

  it('lets the receiver refund part, then the rest; balance and transactions follow', async () => {
    const id = await paidTip(receiver.user.id);
    const before = await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`);
    const part = await refund(id, receiver.token, { amount: 400 });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      success: true,
      message: 'Refund issued',
      data: { transaction: { id, status: 'succeeded', refundedAmount: 400, amounts: { total: 1000 } } },
    });
    // 400 of 1000 refunded: 40% of the net (950) comes back out of the receiver's balance.
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(before + 380);

    const rest = await refund(id, receiver.token);
    expect(rest.json().data.transaction.refundedAmount).toBe(1000);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(before + 950);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);

    const listed = await t.app.inject({ url: '/api/v1/transactions', headers: bearer(receiver.token) });
    const row = listed.json().data.transactions.find((tx: { id: string }) => tx.id === id);
    expect(row.refundedAmount).toBe(1000);
    const balance = await t.app.inject({ url: '/api/v1/payee/getBalance', headers: bearer(receiver.token) });
    expect(balance.json().data.balance.available).toBe(-before - 950);

    const again = await refund(id, receiver.token, { amount: 1 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The refund must be more than 0 and at most what is left of the tip.');
  });

  it('refuses amounts that are not a positive whole number within what is left', async () => {
    const id = await paidTip(receiver.user.id, 500);
    for (const amount of [0, -5, 1.5, 501, '100']) {
      const res = await refund(id, receiver.token, { amount });
      expect(res.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(res.json().message).toBe('The refund must be more than 0 and at most what is left of the tip.');
    }
    expect((await refund(id, receiver.token, { amount: 500 })).statusCode).toBe(200);
  });

  it('answers "not found" alike to the giver, a stranger, a missing or a malformed id; 401 without sign-in', async () => {
    const id = await paidTip(receiver.user.id);
    const stranger = await createReceiver(t.database.db);
    const answers = await Promise.all([
      refund(id, giver.token),
      refund(id, stranger.token),
      refund(randomUUID(), receiver.token),
      refund('not-a-uuid', receiver.token),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND', message: 'Transaction not found.' });
    }
    expect((await refund(id, null)).statusCode).toBe(401);
    const [row] = await rowsOf<{ refunded: string }>(
      t.database.db,
      sql`select refunded_amount::text as refunded from tips where id = ${id}`,
    );
    expect(row?.refunded).toBe('0');
  });

  it('refuses a tip that was not paid', async () => {
    const res = await giveTip(t.app, {
      token: giver.token,
      body: {
        payee: receiver.user.id,
        amount: 700,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app, TEST_CARDS.declined),
      },
    });
    expect(res.statusCode).toBe(402);
    const [failed] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id from tips where status = 'failed' and total_amount = 700`,
    );
    const answer = await refund(failed!.id, receiver.token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Only a successful tip can be refunded.');
  });

  it('a tip into a team pool is refunded by the team owner or an admin, not by a member', async () => {
    const { teamId, owner } = await createTeam(t.database.db);
    const admin = await createReceiver(t.database.db, { teamId, isTeamAdmin: true });
    const member = await createReceiver(t.database.db, { teamId });
    const id = await paidTip(owner.user.id);
    expect((await refund(id, member.token, { amount: 100 })).statusCode).toBe(404);
    expect((await refund(id, owner.token, { amount: 100 })).statusCode).toBe(200);
    const byAdmin = await refund(id, admin.token, { amount: 100 });
    expect(byAdmin.json().data.transaction.refundedAmount).toBe(200);
    expect(await ledgerBalance(t.database.db, `teamPool:${teamId}`)).toBe(-950 + 190);
  });
});
