import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts, tips, webhookEvents } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { createStripeProvider } from '../../integrations/payments/stripe/stripe-provider.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createReceiver,
  giveTip,
  ledgerBalance,
  newKey,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

const SECRET = 'whsec_test_secret';

type Json = Record<string, unknown>;
const event = (type: string, object: Json, created = Math.floor(Date.now() / 1000)) => ({
  id: `evt_${randomUUID().replaceAll('-', '')}`,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

describe('Stripe webhooks', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let receiver: UserRow;
  let crashAfterCharge = false;

  beforeAll(async () => {
    await stripe.start();
    const provider = createStripeProvider({ stripe: stripe.client(), publishableKey: null });
    const payments: CardRailProvider = {
      ...provider,
      async charge(request) {
        const outcome = await provider.charge(request);
        if (crashAfterCharge) throw new Error('process died after Stripe charged');
        return outcome;
      },
    };
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET },
      deps: { payments },
    });
    receiver = (await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_hooks' }))
      .user;
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const send = (payload: Json, options: { secret?: string; timestamp?: number; body?: string } = {}) => {
    const body = JSON.stringify(payload);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? SECRET,
      timestamp: options.timestamp,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'stripe-signature': header, 'content-type': 'application/json' },
      payload: options.body ?? body,
    });
  };

  const tipBody = (amount: number, paymentMethod = 'pm_card_visa') => ({
    payee: receiver.id,
    amount,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod,
  });
  const intentOfTip = (tipId: string) => {
    const intent = [...stripe.intents.values()].find((pi) => (pi.metadata as Json).intentId === tipId);
    if (!intent) throw new Error('setup failed');
    return intent;
  };
  /** A tip Stripe charged but whose commit never happened: pending here, succeeded at Stripe. */
  const chargedButPending = async (amount = 1000) => {
    const key = newKey();
    crashAfterCharge = true;
    const res = await giveTip(t.app, { key, body: tipBody(amount) });
    crashAfterCharge = false;
    expect(res.statusCode).toBe(500);
    const [tip] = await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key));
    if (!tip) throw new Error('setup failed');
    return { key, tip, intent: intentOfTip(tip.id) };
  };
  /** A tip paid and recorded with its PaymentIntent. */
  const paidTip = async (amount: number) => {
    const res = await giveTip(t.app, { key: newKey(), body: tipBody(amount) });
    expect(res.json().data.transaction.status).toBe('succeeded');
    const id = res.json().data.transaction.id as string;
    return { tip: (await tipNow(id))!, intent: intentOfTip(id) };
  };
  /** A tip whose PaymentIntent waits for the giver's bank (3-D Secure), recorded with its id. */
  const waitingTip = async (amount: number) => {
    const res = await giveTip(t.app, {
      key: newKey(),
      body: tipBody(amount, 'pm_card_authenticationRequired'),
    });
    expect(res.json().data.transaction.status).toBe('requiresAction');
    const id = res.json().data.transaction.id as string;
    return { tip: (await tipNow(id))!, intent: intentOfTip(id) };
  };
  const tipNow = async (id: string) => (await t.database.db.select().from(tips).where(eq(tips.id, id)))[0];
  const received = () => ledgerBalance(t.database.db, `receiver:${receiver.id}`);
  const refunded = (intent: Json, amountRefunded: number, metadata: Json = {}) =>
    event('charge.refunded', {
      id: `ch_${randomUUID().slice(0, 8)}`,
      object: 'charge',
      payment_intent: intent.id,
      amount: intent.amount,
      amount_refunded: amountRefunded,
      currency: 'usd',
      metadata,
    });

  it('refuses forged, tampered, unsigned and replayed-late deliveries, changing nothing', async () => {
    const { tip, intent } = await chargedButPending();
    const succeeded = event('payment_intent.succeeded', intent);
    const forged = await send(succeeded, { secret: 'whsec_attacker' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature is not valid.');
    const tampered = await send(succeeded, { body: JSON.stringify({ ...succeeded, id: 'evt_other' }) });
    expect(tampered.statusCode).toBe(400);
    const late = await send(succeeded, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(late.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(succeeded),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await tipNow(tip.id))?.status).toBe('pending');
    expect(await t.database.db.$count(webhookEvents)).toBe(0);
  });

  it('settles a tip waiting for its bank on payment_intent.succeeded, once however often it is delivered', async () => {
    const { tip, intent } = await waitingTip(2000);
    const before = await received();
    const succeeded = event(
      'payment_intent.succeeded',
      stripe.completeAction(intent.id as string, 'complete'),
    );
    const first = await send(succeeded);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'processed' });
    expect(await tipNow(tip.id)).toMatchObject({ status: 'succeeded', providerPaymentId: intent.id });
    expect((await received()) - before).toBe(-1900);

    expect((await send(succeeded)).json().result).toBe('duplicate');
    expect((await send(event('payment_intent.succeeded', succeeded.data.object))).json().result).toBe(
      'ignored',
    );
    expect((await received()) - before).toBe(-1900);
  });

  it('an event about a charge not recorded yet waits (409) until the giver retries, then changes nothing', async () => {
    const { key, tip, intent } = await chargedButPending(1500);
    const before = await received();
    const succeeded = event('payment_intent.succeeded', intent);
    expect((await send(succeeded)).statusCode).toBe(409);
    expect(await tipNow(tip.id)).toMatchObject({ status: 'pending', providerPaymentId: null });
    expect(await received()).toBe(before);

    // The giver's retry repeats the charge with the same key: Stripe answers the same PaymentIntent.
    expect((await giveTip(t.app, { key, body: tipBody(1500) })).json().data.transaction.status).toBe(
      'succeeded',
    );
    expect((await send(succeeded)).json()).toEqual({ received: true, result: 'ignored' });
    expect((await received()) - before).toBe(-1425);
  });

  it('applies refunds by their running total: stale and repeated reports change nothing', async () => {
    const { tip, intent } = await paidTip(1000);
    const before = await received();
    expect((await send(refunded(intent, 400))).json().result).toBe('processed');
    expect((await tipNow(tip.id))?.refundedAmount).toBe(400);
    expect((await send(refunded(intent, 300))).json().result).toBe('ignored');
    expect((await send(refunded(intent, 400))).json().result).toBe('ignored');
    expect((await send(refunded(intent, 1000))).json().result).toBe('processed');
    expect((await received()) - before).toBe(950);
    expect((await tipNow(tip.id))?.refundedAmount).toBe(1000);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('a refund that arrives before its payment is recorded is deferred, then applied after it', async () => {
    const { key, tip, intent } = await chargedButPending(1000);
    const before = await received();
    const refund = refunded(intent, 1000);
    const early = await send(refund);
    expect(early.statusCode).toBe(409);
    // Naming the tip in its metadata changes nothing: only the PaymentIntent recorded for it counts.
    expect((await send(refunded(intent, 1000, { intentId: tip.id }))).statusCode).toBe(409);
    expect((await tipNow(tip.id))?.status).toBe('pending');

    expect((await giveTip(t.app, { key, body: tipBody(1000) })).statusCode).toBe(200);
    // Stripe delivers the deferred event again; now it applies.
    expect((await send(refund)).json().result).toBe('processed');
    expect(await tipNow(tip.id)).toMatchObject({ status: 'succeeded', refundedAmount: 1000 });
    expect(await received()).toBe(before);
  });

  it('records a failure for a waiting tip, but a later success from Stripe still counts the money', async () => {
    const { tip, intent } = await waitingTip(1000);
    const failedIntent = stripe.completeAction(intent.id as string, 'fail');
    expect((await send(event('payment_intent.payment_failed', failedIntent))).json().result).toBe(
      'processed',
    );
    expect(await tipNow(tip.id)).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    const before = await received();
    const succeeded = { ...failedIntent, status: 'succeeded', last_payment_error: null };
    expect((await send(event('payment_intent.succeeded', succeeded))).json().result).toBe('processed');
    expect((await tipNow(tip.id))?.status).toBe('succeeded');
    expect((await received()) - before).toBe(-950);
    expect((await send(event('payment_intent.payment_failed', failedIntent))).json().result).toBe('ignored');
    expect((await tipNow(tip.id))?.status).toBe('succeeded');
  });

  it('updates a connected account from account.updated, ignoring an older event delivered late', async () => {
    const now = Math.floor(Date.now() / 1000);
    const ready = event(
      'account.updated',
      { id: 'acct_hooks', object: 'account', charges_enabled: true, details_submitted: true },
      now + 5,
    );
    const older = event(
      'account.updated',
      { id: 'acct_hooks', object: 'account', charges_enabled: false, details_submitted: false },
      now + 1,
    );
    expect((await send(ready)).json().result).toBe('processed');
    expect((await send(older)).json().result).toBe('ignored');
    const [account] = await t.database.db
      .select()
      .from(paymentAccounts)
      .where(eq(paymentAccounts.userId, receiver.id));
    expect(account?.chargesEnabled).toBe(true);
  });

  it('ignores events about objects that are not ours', async () => {
    const stranger = event('payment_intent.succeeded', {
      id: 'pi_other',
      object: 'payment_intent',
      status: 'succeeded',
      metadata: {},
    });
    expect((await send(stranger)).json().result).toBe('ignored');
    expect((await send(event('customer.created', { id: 'cus_1', object: 'customer' }))).json().result).toBe(
      'ignored',
    );
  });
});

describe('webhooks without Stripe configured', () => {
  // Opening a database takes seconds on a loaded PostgreSQL: in a hook (60 s), not in the test (30 s).
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are not there', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment webhooks are not configured on this server.');
  });
});
