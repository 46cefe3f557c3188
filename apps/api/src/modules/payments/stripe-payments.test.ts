import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAccounts, tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { createStripeProvider } from '../../integrations/payments/stripe/stripe-provider.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, ledgerBalance, newKey } from '../../../test/tips-fixtures.ts';
import { CARD_TESTING_LIMITS } from '../transactions/card-testing-guard.ts';
import { reconcilePendingTips } from '../transactions/reconcile-tips.service.ts';
import { tipProvidersFrom } from '../transactions/tip-providers.ts';

const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test' };

describe('Stripe mode (official SDK against a local Stripe stand-in)', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let receiver: UserRow;
  let provider: CardRailProvider;
  /** When set, the process "dies" right after Stripe charged. */
  let crashAfterCharge = false;
  beforeAll(async () => {
    await stripe.start();
    provider = createStripeProvider({
      stripe: stripe.client({ maxNetworkRetries: 1 }),
      publishableKey: 'pk_test',
    });
    const payments: CardRailProvider = {
      ...provider,
      async charge(request) {
        const outcome = await provider.charge(request);
        if (crashAfterCharge) throw new Error('process died after Stripe charged');
        return outcome;
      },
    };
    t = await createTestApp({ env: STRIPE_ENV, deps: { payments } });
    receiver = (await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_receiver1' }))
      .user;
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const tip = (paymentMethod: string, extra: Record<string, unknown> = {}, key = newKey()) =>
    giveTip(t.app, {
      key,
      body: {
        payee: receiver.id,
        amount: 1000,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod,
        ...extra,
      },
    });

  it('charges a destination charge with the platform fee, passing our idempotency key', async () => {
    const res = await tip('pm_card_visa');
    expect(res.statusCode).toBe(200);
    const tx = res.json().data.transaction;
    expect(tx).toMatchObject({
      amounts: { tip: 1000, fee: 50, net: 950, total: 1000 },
      card: { brand: 'visa', last4: '4242' },
    });
    const [call] = stripe.paymentIntentCalls().slice(-1);
    expect(call?.headers['idempotency-key']).toBe(`tip_${tx.id}`);
    expect(call?.form).toMatchObject({
      amount: '1000',
      currency: 'usd',
      application_fee_amount: '50',
      'transfer_data[destination]': 'acct_receiver1',
      'metadata[intentId]': tx.id,
      payment_method: 'pm_card_visa',
      confirm: 'true',
      use_stripe_sdk: 'true',
    });
    expect(call?.form).not.toHaveProperty('error_on_requires_action');
    expect(call?.headers.authorization).toBe('Bearer sk_test_fake');
  });

  it.each([
    ['pm_card_chargeDeclined', 402, 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 402, 'Your card has insufficient funds.'],
    ['pm_unknown_method', 400, 'Please enter your card details again.'],
  ])('answers %s with %i and a clear message, nothing paid', async (method, status, message) => {
    const before = await ledgerBalance(t.database.db, `receiver:${receiver.id}`);
    const res = await tip(method);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}`)).toBe(before);
  });

  it('accepts only Stripe payment method ids, never a card number', async () => {
    const res = await tip('4242424242424242');
    expect(res.statusCode).toBe(400);
    expect(stripe.requests.some((r) => JSON.stringify(r.form).includes('4242424242424242'))).toBe(false);
  });

  it('a Stripe server error is retried by the SDK with the same key: one charge', async () => {
    const calls = stripe.paymentIntentCalls().length;
    stripe.failOnly = 'POST /v1/payment_intents';
    stripe.failNext = 1;
    const res = await tip('pm_card_visa');
    expect(res.statusCode).toBe(200);
    const attempts = stripe.paymentIntentCalls().slice(calls);
    expect(attempts).toHaveLength(2);
    expect(new Set(attempts.map((a) => a.headers['idempotency-key'])).size).toBe(1);
  });

  it('Stripe unreachable: 503, the tip stays pending, and a retry with the key charges once', async () => {
    const key = newKey();
    stripe.failOnly = 'POST /v1/payment_intents';
    stripe.failNext = 2;
    const down = await tip('pm_card_visa', { amount: 700 }, key);
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/could not be reached.*not be charged twice/);
    const [pending] = await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key));
    expect(pending?.status).toBe('pending');
    const retry = await tip('pm_card_visa', { amount: 700 }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.transaction.id).toBe(pending?.id);
  });

  it('converts amounts to Stripe units (ISK is two-decimal there) and refuses what Stripe cannot charge', async () => {
    const isk = await tip('pm_card_visa', { amount: 500, currency: 'ISK' });
    expect(isk.statusCode).toBe(200);
    expect(stripe.paymentIntentCalls().slice(-1)[0]?.form).toMatchObject({
      amount: '50000',
      currency: 'isk',
      application_fee_amount: '2500',
    });
    const calls = stripe.paymentIntentCalls().length;
    const kwd = await tip('pm_card_visa', { amount: 1235, currency: 'KWD' });
    expect(kwd.statusCode).toBe(400);
    expect(kwd.json().message).toBe('Please enter a valid amount.');
    expect(stripe.paymentIntentCalls()).toHaveLength(calls);
    // A percentage in KWD is rounded to the 10 fils Stripe can charge: 15% of 8.230 = 1.2345 -> 1.230
    const pct = await tip('pm_card_visa', {
      amount: undefined,
      billAmount: 8230,
      percent: 15,
      currency: 'KWD',
    });
    expect(pct.json().data.transaction.amounts).toEqual({ tip: 1230, fee: 60, net: 1170, total: 1230 });
  });

  it('reconciles a tip left pending by a crash from the PaymentIntent Stripe holds for it', async () => {
    const key = newKey();
    crashAfterCharge = true;
    expect((await tip('pm_card_visa', { amount: 900 }, key)).statusCode).toBe(500);
    crashAfterCharge = false;
    const [pending] = await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key));
    expect(pending?.status).toBe('pending');
    const balance = await ledgerBalance(t.database.db, `receiver:${receiver.id}`);

    const report = await reconcilePendingTips({
      db: t.database.db,
      providers: tipProvidersFrom(provider),
      now: new Date(Date.now() + 1000),
    });
    expect(report).toEqual({ settled: 1, abandoned: 0, stillPending: 0 });
    const search = stripe.requests.filter((r) => r.path === '/v1/payment_intents/search').slice(-1)[0];
    expect(search?.form.query).toBe(`metadata['intentId']:'${pending?.id}'`);
    const [settled] = await t.database.db.select().from(tips).where(eq(tips.id, pending!.id));
    expect(settled).toMatchObject({ status: 'succeeded', providerPaymentId: expect.stringMatching(/^pi_/) });
    expect((await ledgerBalance(t.database.db, `receiver:${receiver.id}`)) - balance).toBe(-855);
  });

  describe('linking a receiver (Connect Express onboarding)', () => {
    it('creates an Express account and answers the onboarding link; tips wait until it can take charges', async () => {
      const me = await createUser(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/checkStripAccount',
        headers: bearer(me.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Please finish setting up your payment account with Stripe.',
        data: {
          user: {
            id: me.user.id,
            stripeConnectedAccountId: expect.stringMatching(/^acct_/),
            paymentsEnabled: false,
          },
          onboardingUrl: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//),
        },
      });
      const create = stripe.requests.find((r) => r.path === '/v1/accounts' && r.method === 'POST');
      expect(create?.form).toMatchObject({ type: 'express', 'metadata[userId]': me.user.id });
      expect(create?.headers['idempotency-key']).toBe(`account-${me.user.id}`);
      const link = stripe.requests.find((r) => r.path === '/v1/account_links');
      expect(link?.form).toMatchObject({
        type: 'account_onboarding',
        return_url: 'http://localhost:3000/stripe?linked=1',
      });

      const refused = await giveTip(t.app, {
        body: {
          payee: me.user.id,
          amount: 1000,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: 'pm_card_visa',
        },
      });
      expect(refused.statusCode).toBe(409);
      const [account] = await t.database.db
        .select()
        .from(paymentAccounts)
        .where(eq(paymentAccounts.userId, me.user.id));
      expect(account).toMatchObject({ provider: 'stripe', chargesEnabled: false });
    });

    it('Stripe unreachable: 503 in the error envelope, nothing linked', async () => {
      const me = await createUser(t.database.db);
      stripe.failOnly = 'POST /v1/accounts';
      stripe.failNext = 2;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/checkStripAccount',
        headers: bearer(me.token),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: expect.stringMatching(/^The payment service could not be reached/),
        requestId: expect.any(String),
      });
      expect(await t.database.db.$count(paymentAccounts, eq(paymentAccounts.userId, me.user.id))).toBe(0);
    });
  });
  it("reads the card's fingerprint from Stripe: one card failing again and again is stopped, whatever its PaymentMethod", async () => {
    const methodOf = async (token: string) =>
      (await stripe.client().paymentMethods.create({ type: 'card', card: { token } })).id;
    for (let i = 0; i < CARD_TESTING_LIMITS.perCard; i++)
      expect((await tip(await methodOf('tok_chargeDeclined'))).statusCode).toBe(402);
    const refused = await tip(await methodOf('tok_chargeDeclined'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('CARD_TOO_MANY_FAILURES');
    expect((await tip(await methodOf('tok_visa'))).statusCode).toBe(200);
  });
});
