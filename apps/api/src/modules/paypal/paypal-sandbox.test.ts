import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_PAYOUT_FAILURE } from '../../integrations/payments/paypal/paypal-sandbox-payouts.ts';
import { sandboxProviderRecords } from '../../db/schema/payouts.ts';
import { tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  giveTip,
  ledgerBalance,
  newKey,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

describe('PayPal in its local sandbox', () => {
  let t: TestApp;
  let receiver: { user: UserRow; token: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { PAYOUT_HOLD_HOURS: '0' } });
    receiver = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
  });
  afterAll(() => t.close());

  const link = (token: string, email: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/paypal/account',
      headers: bearer(token),
      payload: { email },
    });
  const decide = (orderId: string, result: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/paypal-sandbox/orders/${orderId}`,
      payload: { result },
    });
  const body = (amount = 2000) => ({
    payee: receiver.user.id,
    amount,
    currency: 'USD',
    paymentType: 'paypal',
  });

  it("links a receiver's PayPal email, masked, as where they are paid; givers and bad emails are refused", async () => {
    const linked = await link(receiver.token, ' Jane.Doe@Example.com ');
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data).toMatchObject({
      destination: 'paypal',
      accounts: [{ provider: 'paypal', label: 'j•••@example.com', ready: true, isDestination: true }],
    });
    const giver = await createGiver(t.database.db);
    expect((await link(giver.token, 'giver@example.com')).statusCode).toBe(403);
    expect((await link(receiver.token, 'not-an-email')).statusCode).toBe(400);
    const other = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
    const taken = await link(other.token, 'jane.doe@example.com');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PAYOUT_ACCOUNT_TAKEN');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/paypal/account', payload: { email: 'a@b.co' } }))
        .statusCode,
    ).toBe(401);
  });

  it('a guest pays: order, approval in the dialog, resend; the receiver is owed it on their PayPal balance', async () => {
    const key = newKey();
    const first = await giveTip(t.app, { key, body: body() });
    expect(first.statusCode).toBe(200);
    const { nextAction, transaction } = first.json().data;
    expect(nextAction).toMatchObject({ type: 'approvePaypal' });
    expect(transaction.status).toBe('requiresAction');

    // Not approved yet: the same step again.
    expect((await giveTip(t.app, { key, body: body() })).json().data.nextAction).toEqual(nextAction);
    expect((await decide(nextAction.orderId, 'approve')).statusCode).toBe(200);
    expect((await decide(nextAction.orderId, 'cancel')).statusCode).toBe(409);
    expect((await decide('NOSUCHORDER', 'approve')).statusCode).toBe(404);
    expect((await decide(nextAction.orderId, 'maybe')).statusCode).toBe(400);

    const [paid, again] = await Promise.all([
      giveTip(t.app, { key, body: body() }),
      giveTip(t.app, { key, body: body() }),
    ]);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.transaction).toMatchObject({
      id: transaction.id,
      status: 'succeeded',
      paymentType: 'paypal',
    });
    expect(again.json()).toEqual(paid.json());
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`)).toBe(-1900);
    expect(await ledgerBalance(t.database.db, 'providerClearing:paypal')).toBe(2000);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);

    // The receiver refunds part of it: PayPal refunds the capture, the ledger follows.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${transaction.id}/refund`,
      headers: bearer(receiver.token),
      payload: { amount: 500 },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().data.transaction?.refundedAmount ?? refund.json().data.refundedAmount).toBe(500);
    const refunds = await t.database.db
      .select()
      .from(sandboxProviderRecords)
      .where(eq(sandboxProviderRecords.kind, 'refund'));
    expect(refunds.map((r) => r.amount)).toEqual([500]);
    expect(await ledgerBalance(t.database.db, 'providerClearing:paypal')).toBe(1500);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('a declined funding source and a cancelled approval pay nothing', async () => {
    const balance = await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`);
    const declinedKey = newKey();
    const declined = (await giveTip(t.app, { key: declinedKey, body: body(700) })).json().data.nextAction;
    await decide(declined.orderId, 'decline');
    const answer = await giveTip(t.app, { key: declinedKey, body: body(700) });
    expect(answer.statusCode).toBe(402);
    expect(answer.json().code).toBe('CARD_DECLINED');

    const cancelledKey = newKey();
    const cancelled = (await giveTip(t.app, { key: cancelledKey, body: body(800) })).json().data.nextAction;
    await decide(cancelled.orderId, 'cancel');
    const refused = await giveTip(t.app, { key: cancelledKey, body: body(800) });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('AUTHENTICATION_FAILED');
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`)).toBe(balance);
  });

  it('PayPal takes only its currencies, in its units; a card token is not a PayPal payment', async () => {
    const nairas = await giveTip(t.app, { body: { ...body(), currency: 'NGN' } });
    expect(nairas.statusCode).toBe(400);
    const withCard = await giveTip(t.app, { body: { ...body(), paymentMethod: 'tok_sandbox_x' } });
    expect(withCard.statusCode).toBe(400);
    const card = await giveTip(t.app, {
      body: { ...body(), paymentType: 'card', paymentMethod: 'tok_sandbox_x' },
    });
    expect(card.statusCode).toBe(400);
  });

  const withdraw = (amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts',
      headers: { ...bearer(receiver.token), 'idempotency-key': newKey() },
      payload: { provider: 'paypal', currency: 'USD', amount },
    });

  it('pays out to the linked email at once; PayPal returning a payout puts the money back', async () => {
    const key = `receiver:${receiver.user.id}:paypal`;
    const before = await ledgerBalance(t.database.db, key);
    const paid = await withdraw(500);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.payout).toMatchObject({
      provider: 'paypal',
      status: 'paid',
      amount: 500,
      destination: 'j•••@example.com',
    });
    expect(await ledgerBalance(t.database.db, key)).toBe(before + 500);

    // An address with no PayPal account ("+fail" in the sandbox): pending, then returned by PayPal.
    expect((await link(receiver.token, 'jane+fail@example.com')).statusCode).toBe(200);
    const returned = await withdraw(600);
    expect(returned.json().data.payout).toMatchObject({ status: 'pending', amount: 600 });
    expect(await ledgerBalance(t.database.db, key)).toBe(before + 1100);
    await vi.waitFor(
      async () => {
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/v1/payouts',
          headers: bearer(receiver.token),
        });
        expect(list.json().data.payouts[0]).toMatchObject({
          status: 'failed',
          failureMessage: SANDBOX_PAYOUT_FAILURE,
        });
      },
      { timeout: 8000, interval: 200 },
    );
    expect(await ledgerBalance(t.database.db, key)).toBe(before + 500);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('webhooks are not configured in sandbox mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/paypal',
      payload: { id: 'WH-1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('WEBHOOKS_NOT_CONFIGURED');
    const [row] = await t.database.db.select().from(tips).limit(1);
    expect(row?.provider).toBe('paypal');
  });
});
