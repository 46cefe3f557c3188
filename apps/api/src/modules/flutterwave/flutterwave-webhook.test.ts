import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips, webhookFailures } from '../../db/schema/payments.ts';
import {
  FAKE_FLUTTERWAVE_PUBLIC,
  FAKE_FLUTTERWAVE_SECRET,
  FakeFlutterwave,
} from '../../../test/fake-flutterwave.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, ledgerBalance, newKey, sandboxToken } from '../../../test/tips-fixtures.ts';
import { flutterwaveReceiver, mobileMoneyTip } from './flutterwave-test-helpers.ts';

const SECRET_HASH = 'flw-webhook-matching-hash';

// Events carrying the right verif-hash (Flutterwave's, or someone who learnt it) that name a tip
// they are not about: kept for the console, answered 200, nothing changed.
describe("Flutterwave's webhooks act only on the Flutterwave tip Flutterwave verifies", () => {
  const fake = new FakeFlutterwave();
  let t: TestApp;

  beforeAll(async () => {
    const env = {
      FLUTTERWAVE_PUBLIC_KEY: FAKE_FLUTTERWAVE_PUBLIC,
      FLUTTERWAVE_SECRET_KEY: FAKE_FLUTTERWAVE_SECRET,
      FLUTTERWAVE_SECRET_HASH: SECRET_HASH,
      FLUTTERWAVE_API_BASE: await fake.start(),
    };
    t = await createTestApp({ env });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const txRefOf = (tipId: string) => `tip_${tipId}`;
  const tipNow = async (id: string) => (await t.database.db.select().from(tips).where(eq(tips.id, id)))[0]!;
  const webhook = (data: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/flutterwave',
      headers: { 'verif-hash': SECRET_HASH },
      payload: { event: 'charge.completed', data },
    });
  const failuresOf = async (id: unknown) =>
    (await t.database.db.select().from(webhookFailures)).filter((f) => f.eventId.includes(`:${String(id)}:`));
  /** A mobile-money tip waiting for the giver's phone, and its transaction at Flutterwave. */
  const waitingTip = async () => {
    const receiver = await flutterwaveReceiver(t.app, t.database.db);
    const key = newKey();
    const res = await giveTip(t.app, { key, body: mobileMoneyTip(receiver.user.id) });
    const tip = await tipNow(res.json().data.transaction.id as string);
    expect(tip.status).toBe('requiresAction');
    return { receiver, tip, tx: fake.transactionOf(txRefOf(tip.id))! };
  };
  const expectRejected = async (data: Record<string, unknown>, why: RegExp) => {
    const res = await webhook(data);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'rejected' });
    expect((await failuresOf(data.id)).map((f) => f.error)).toEqual([expect.stringMatching(why)]);
  };

  it('Flutterwave unreachable while verifying: 503 in the error envelope, applied once it answers', async () => {
    const { tip, tx } = await waitingTip();
    fake.complete(txRefOf(tip.id), 'successful');
    fake.failNext = 1;
    const down = await webhook(tx);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      success: false,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message:
        'The payment service could not be reached. Please try again in a moment; you will not be charged twice.',
      requestId: expect.any(String),
    });
    expect((await tipNow(tip.id)).status).toBe('requiresAction');
    expect((await webhook(tx)).json().result).toBe('processed');
    expect((await tipNow(tip.id)).status).toBe('succeeded');
  });

  it("an event naming another provider's tip in its tx_ref is rejected", async () => {
    const receiver = await createReceiver(t.database.db);
    const body = {
      payee: receiver.user.id,
      amount: 1000,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: await sandboxToken(t.app),
    };
    const paid = (await giveTip(t.app, { key: newKey(), body })).json().data.transaction;
    const data = { id: 987_654, tx_ref: txRefOf(paid.id), status: 'failed', amount: 10, currency: 'USD' };
    await expectRejected(data, /not a Flutterwave tip/);
    expect(await tipNow(paid.id)).toMatchObject({ status: 'succeeded', provider: 'sandbox' });
  });

  it("another tip's failed transaction does not fail this one", async () => {
    const mine = await waitingTip();
    const other = await waitingTip();
    const declined = fake.complete(txRefOf(other.tip.id), 'failed');
    await expectRejected({ ...declined, tx_ref: txRefOf(mine.tip.id) }, /does not match tip/);
    expect((await tipNow(mine.tip.id)).status).toBe('requiresAction');
  });

  it('a verified transaction for another amount neither pays nor fails the tip', async () => {
    const { receiver, tip } = await waitingTip();
    const paidLess = fake.complete(txRefOf(tip.id), 'successful', { amount: 5 });
    await expectRejected(paidLess, /does not match tip/);
    expect((await tipNow(tip.id)).status).toBe('requiresAction');
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:flutterwave`, 'KES')).toBe(0);
  });
});
