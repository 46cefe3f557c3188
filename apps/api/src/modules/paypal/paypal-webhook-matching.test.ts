import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips, webhookFailures } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { PaypalProvider } from '../../integrations/payments/paypal/paypal-provider.ts';
import { FakePaypal, paypalProviderOn } from '../../../test/fake-paypal.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveTip, ledgerBalance, newKey } from '../../../test/tips-fixtures.ts';

/** The stand-in's records, as loosely typed as it keeps them. */
type Json = Parameters<FakePaypal['webhook']>[1];

// Genuine, verified PayPal events about orders that are not the ones recorded for our tips (made
// with the merchant's credentials, custom_id naming one of our tips): kept for the console,
// answered 200, nothing changed.
describe('PayPal events act only on the tip recorded for their order', () => {
  const fake = new FakePaypal();
  let t: TestApp;
  let paypal: PaypalProvider;
  let receiver: UserRow;

  beforeAll(async () => {
    paypal = await paypalProviderOn(fake);
    t = await createTestApp({ env: { PAYPAL_WEBHOOK_ID: fake.webhookId }, deps: { paypal } });
    const created = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
    receiver = created.user;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/paypal/account',
      headers: bearer(created.token),
      payload: { email: 'matching@example.com' },
    });
    expect(linked.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const owed = async () => -(await ledgerBalance(t.database.db, `receiver:${receiver.id}:paypal`));
  const tipNow = async (id: string) => (await t.database.db.select().from(tips).where(eq(tips.id, id)))[0]!;
  const deliver = (type: string, resource: Json) => {
    const { body, headers } = fake.webhook(type, resource);
    return t.app.inject({ method: 'POST', url: '/api/v1/webhooks/paypal', headers, payload: body });
  };
  const expectRejected = async (type: string, resource: Json, why: RegExp) => {
    const res = await deliver(type, resource);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'rejected' });
    const [failure] = (await t.database.db.select().from(webhookFailures)).slice(-1);
    expect(failure).toMatchObject({ provider: 'paypal', error: expect.stringMatching(why) });
  };
  const body = { amount: 2000, currency: 'USD', paymentType: 'paypal' };
  /** A tip whose order waits for the giver's approval. */
  const waitingTip = async () => {
    const res = await giveTip(t.app, { key: newKey(), body: { ...body, payee: receiver.id } });
    return { tipId: res.json().data.transaction.id as string, orderId: res.json().data.nextAction.orderId };
  };
  const paidTip = async () => {
    const key = newKey();
    const { orderId } = (await giveTip(t.app, { key, body: { ...body, payee: receiver.id } })).json().data
      .nextAction;
    fake.approve(orderId);
    const paid = (await giveTip(t.app, { key, body: { ...body, payee: receiver.id } })).json().data;
    return { tipId: paid.transaction.id as string, orderId: orderId as string };
  };
  /** Captures an approved order as anyone with the merchant's credentials could. */
  const capture = async (orderId: string) => {
    fake.approve(orderId);
    await paypal.findCharge({ intentId: '', idempotencyKey: randomUUID(), paymentId: orderId });
    return [...fake.captures.values()].find((c) => c.links[2].href.endsWith(orderId))!;
  };
  /** An order of 1.00 USD never recorded for any tip, whose custom_id names `tipId`. */
  const strayCapture = async (tipId: string) => {
    const order = await paypal.charge({
      idempotencyKey: randomUUID(),
      intentId: tipId,
      amount: 100,
      currency: 'USD',
      applicationFee: 0,
      destinationAccountId: 'matching@example.com',
      paymentMethod: 'paypal',
      customerId: null,
      paymentType: 'paypal',
      description: 'not a tip',
      transferGroup: null,
    });
    return capture(order.paymentId!);
  };

  it('a capture of an order we never recorded does not pay the tip its custom_id names', async () => {
    const { tipId } = await waitingTip();
    const before = await owed();
    await expectRejected('PAYMENT.CAPTURE.COMPLETED', await strayCapture(tipId), /not the one recorded/);
    expect((await tipNow(tipId)).status).toBe('requiresAction');
    expect(await owed()).toBe(before);
  });

  it('a refund of such a capture does not refund the paid tip its custom_id names', async () => {
    const { tipId } = await paidTip();
    const stray = await strayCapture(tipId);
    const before = await owed();
    await expectRejected('PAYMENT.CAPTURE.REFUNDED', fake.refundAtPaypal(stray.id, '1.00'), /not the one/);
    expect((await tipNow(tipId)).refundedAmount).toBe(0);
    expect(await owed()).toBe(before);
  });

  it("a capture of a tip's order for another amount neither pays nor fails the tip", async () => {
    const { tipId, orderId } = await waitingTip();
    const captured = await capture(orderId);
    captured.amount = { currency_code: 'USD', value: '1.00' };
    await expectRejected('PAYMENT.CAPTURE.COMPLETED', captured, /is for 100 USD/);
    expect((await tipNow(tipId)).status).toBe('requiresAction');
  });

  it('a refund larger than the tip is answered 200 and kept for the console, with no ledger change', async () => {
    const { tipId, orderId } = await paidTip();
    const captured = [...fake.captures.values()].find((c) => c.links[2].href.endsWith(orderId))!;
    const refunds: Json[] = fake.orders.get(orderId)!.purchase_units[0].payments.refunds;
    refunds.push({
      id: 'REFUND-TOO-MUCH',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '50.00' },
    });
    const before = await owed();
    const refund = { id: 'REFUND-TOO-MUCH', links: [{ rel: 'up', href: captured.links[0].href }] };
    await expectRejected('PAYMENT.CAPTURE.REFUNDED', refund, /5000 refunded/);
    expect((await tipNow(tipId)).refundedAmount).toBe(0);
    expect(await owed()).toBe(before);
  });
});
