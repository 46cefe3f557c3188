import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { PaypalProvider } from '../../integrations/payments/paypal/paypal-provider.ts';
import { FakePaypal, paypalProviderOn } from '../../../test/fake-paypal.ts';
import { bearer, createUser, PROVIDER_UNAVAILABLE_ANSWER } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveTip, ledgerBalance, newKey, unbalancedLedgerTransactions } from '../../../test/tips-fixtures.ts';

describe("PayPal mode: the SDK against a stand-in, and PayPal's webhooks", () => {
  const fake = new FakePaypal();
  let t: TestApp;
  let receiver: { user: UserRow; token: string };
  let paypal: PaypalProvider;

  beforeAll(async () => {
    paypal = await paypalProviderOn(fake);
    t = await createTestApp({
      env: { PAYPAL_WEBHOOK_ID: fake.webhookId, PAYOUT_HOLD_HOURS: '0' },
      deps: { paypal },
    });
    receiver = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/paypal/account',
      headers: bearer(receiver.token),
      payload: { email: 'receiver+unclaimed@example.com' },
    });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** What the platform owes the receiver on their PayPal balance (a credit: the negated sum). */
  const owed = async () => -(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:paypal`));
  const tipBody = (amount = 2000) => ({
    payee: receiver.user.id,
    amount,
    currency: 'USD',
    paymentType: 'paypal',
  });
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/paypal',
      headers: delivery.headers,
      payload: delivery.body,
    });
  const tipOfOrder = async (orderId: string) =>
    (await t.database.db.select().from(tips).where(eq(tips.providerPaymentId, orderId)))[0]!;

  it('forged, altered or unsigned events are refused', async () => {
    const genuine = fake.webhook('CHECKOUT.ORDER.APPROVED', { id: 'NOSUCHORDER' });
    const altered = { ...genuine, body: genuine.body.replace('NOSUCHORDER', 'OTHERORDER00') };
    for (const forged of [
      altered,
      { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' } },
    ]) {
      const res = await deliver(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const unsigned = await deliver({ body: genuine.body, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await deliver(genuine)).json()).toEqual({ received: true, result: 'ignored' });
  });

  it('PayPal unreachable: a tip and a webhook are answered 503 in the error envelope, and are answered once it is back', async () => {
    const key = newKey();
    fake.failOnly = 'POST /v2/checkout/orders';
    fake.failNext = 1;
    const down = await giveTip(t.app, { key, body: tipBody() });
    expect([down.statusCode, down.json()]).toEqual([503, PROVIDER_UNAVAILABLE_ANSWER]);
    const again = await giveTip(t.app, { key, body: tipBody() });
    expect(again.json().data.nextAction).toMatchObject({ orderId: expect.any(String) });

    const event = fake.webhook('CHECKOUT.ORDER.APPROVED', { id: 'ORDERNOTOURS' });
    fake.failOnly = 'POST /v1/notifications/verify-webhook-signature';
    fake.failNext = 1;
    const unverified = await deliver(event);
    expect([unverified.statusCode, unverified.json()]).toEqual([503, PROVIDER_UNAVAILABLE_ANSWER]);
    fake.failOnly = '';
    expect((await deliver(event)).json()).toEqual({ received: true, result: 'ignored' });
  });

  it('a giver who approves and never comes back is settled by CHECKOUT.ORDER.APPROVED, once', async () => {
    const key = newKey();
    const first = await giveTip(t.app, { key, body: tipBody() });
    const { orderId } = first.json().data.nextAction;
    fake.approve(orderId);
    const event = fake.webhook('CHECKOUT.ORDER.APPROVED', fake.orders.get(orderId)!);
    expect((await deliver(event)).json()).toEqual({ received: true, result: 'processed' });
    expect((await deliver(event)).json()).toEqual({ received: true, result: 'duplicate' });
    expect((await tipOfOrder(orderId)).status).toBe('succeeded');
    expect(await owed()).toBe(1900);

    // The giver's browser resends after all: the same answer, no second capture.
    const resent = await giveTip(t.app, { key, body: tipBody() });
    expect(resent.json().data.transaction.status).toBe('succeeded');
    expect(fake.captures.size).toBe(1);
    // PAYMENT.CAPTURE.COMPLETED arrives after: nothing more to do.
    const [capture] = [...fake.captures.values()];
    expect((await deliver(fake.webhook('PAYMENT.CAPTURE.COMPLETED', capture!))).json().result).toBe(
      'ignored',
    );
    expect(await owed()).toBe(1900);
  });

  it('refunds made at PayPal are recorded by their running total, whatever order the events come in', async () => {
    const key = newKey();
    const { orderId } = (await giveTip(t.app, { key, body: tipBody(1000) })).json().data.nextAction;
    fake.approve(orderId);
    await giveTip(t.app, { key, body: tipBody(1000) });
    const before = await owed();
    const capture = [...fake.captures.values()].find((c) => c.links[2].href.endsWith(orderId))!;
    const first = fake.refundAtPaypal(capture.id, '3.00');
    const second = fake.refundAtPaypal(capture.id, '2.00');
    // The later refund's event first: PayPal's record (5.00 refunded in all) counts, not the event.
    expect((await deliver(fake.webhook('PAYMENT.CAPTURE.REFUNDED', second))).json().result).toBe('processed');
    expect((await deliver(fake.webhook('PAYMENT.CAPTURE.REFUNDED', first))).json().result).toBe('ignored');
    expect((await tipOfOrder(orderId)).refundedAmount).toBe(500);
    expect(await owed()).toBe(before - 475);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('a stale approval of a tip given up moves no money; a late capture still counts', async () => {
    const key = newKey();
    const { orderId } = (await giveTip(t.app, { key, body: tipBody(600) })).json().data.nextAction;
    await t.database.db
      .update(tips)
      .set({ status: 'failed', failureCode: 'authentication_required' })
      .where(eq(tips.providerPaymentId, orderId));
    fake.approve(orderId);
    const capturesBefore = fake.captures.size;
    expect(
      (await deliver(fake.webhook('CHECKOUT.ORDER.APPROVED', fake.orders.get(orderId)!))).json().result,
    ).toBe('ignored');
    expect(fake.captures.size).toBe(capturesBefore);

    // Captured after all (say, from PayPal's dashboard): the giver paid, so the tip counts.
    const before = await owed();
    await paypal.findCharge({ intentId: '', idempotencyKey: key, paymentId: orderId });
    const capture = [...fake.captures.values()].at(-1)!;
    expect((await deliver(fake.webhook('PAYMENT.CAPTURE.COMPLETED', capture))).json().result).toBe(
      'processed',
    );
    expect((await tipOfOrder(orderId)).status).toBe('succeeded');
    expect(await owed()).toBe(before + 570);
  });

  it('payout items: SUCCESS pays, UNCLAIMED stays pending, RETURNED gives the money back', async () => {
    const before = await owed();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts',
      headers: { ...bearer(receiver.token), 'idempotency-key': newKey() },
      payload: { provider: 'paypal', currency: 'USD', amount: 1000 },
    });
    expect(res.statusCode).toBe(200);
    const payout = res.json().data.payout;
    expect(payout).toMatchObject({ status: 'pending', amount: 1000 });
    expect(await owed()).toBe(before - 1000);
    const [itemId, item] = [...fake.payoutItems.entries()].at(-1)!;
    expect(item.payout_item.sender_item_id).toBe(payout.id);

    const unclaimed = fake.webhook('PAYMENT.PAYOUTS-ITEM.UNCLAIMED', { ...item });
    expect((await deliver(unclaimed)).json().result).toBe('ignored');
    fake.setPayoutItem(itemId, 'RETURNED', {
      name: 'RECEIVER_UNREGISTERED',
      message: 'Receiver is unregistered.',
    });
    // An old SUCCEEDED report delivered late would be wrong: PayPal's item, now RETURNED, decides.
    expect((await deliver(fake.webhook('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', { ...item }))).json().result).toBe(
      'processed',
    );
    expect((await deliver(fake.webhook('PAYMENT.PAYOUTS-ITEM.RETURNED', { ...item }))).json().result).toBe(
      'ignored',
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payouts',
      headers: bearer(receiver.token),
    });
    expect(list.json().data.payouts[0]).toMatchObject({
      id: payout.id,
      status: 'failed',
      failureMessage: 'Receiver is unregistered.',
    });
    expect(await owed()).toBe(before);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('the sandbox approval page does not exist in PayPal mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal-sandbox/orders/ABC',
      payload: { result: 'approve' },
    });
    expect(res.statusCode).toBe(404);
  });
});
