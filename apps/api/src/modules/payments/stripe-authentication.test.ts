import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { createStripeProvider } from '../../integrations/payments/stripe/stripe-provider.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { createGiver, createReceiver, giveTip, ledgerBalance, newKey } from '../../../test/tips-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AUTHENTICATION_TIMEOUT_MS, reconcilePendingTips } from '../transactions/reconcile-tips.service.ts';
import { tipProvidersFrom } from '../transactions/tip-providers.ts';

const SECRET = 'whsec_test_3ds';
const NOT_CONFIRMED =
  'The payment was not confirmed with your bank, so nothing was charged. Please try again or use another card.';
type Json = Record<string, unknown>;

// Stripe mode: the official SDK against a local Stripe stand-in; completeAction plays the giver's
// browser and bank (stripe.handleNextAction).
describe('3-D Secure in Stripe mode', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let provider: CardRailProvider;
  let receiver: UserRow;
  beforeAll(async () => {
    await stripe.start();
    provider = createStripeProvider({ stripe: stripe.client(), publishableKey: 'pk_test' });
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET, PLATFORM_FEE_BPS: '500' },
      deps: { payments: provider },
    });
    receiver = (await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_3ds' })).user;
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const received = () => ledgerBalance(t.database.db, `receiver:${receiver.id}`);
  const tipRow = async (id: string) => (await t.database.db.select().from(tips).where(eq(tips.id, id)))[0];
  const body = (extra: Record<string, unknown> = {}) => ({
    payee: receiver.id,
    amount: 1000,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod: 'pm_card_authenticationRequired',
    ...extra,
  });
  /** Gives a tip with a card that needs 3-D Secure: answers the tip id and its PaymentIntent. */
  const askedToConfirm = async (key: string, payload: Json, token?: string) => {
    const res = await giveTip(t.app, { key, body: payload, token });
    expect(res.statusCode).toBe(200);
    const { transaction, nextAction, feedbackToken } = res.json().data;
    expect(transaction.status).toBe('requiresAction');
    expect(feedbackToken).toBeNull();
    const intent = [...stripe.intents.values()].find(
      (pi) => (pi.metadata as Json).intentId === transaction.id,
    );
    expect(nextAction).toEqual({ type: 'authenticate', clientSecret: intent?.client_secret });
    return { tipId: transaction.id as string, intentId: intent!.id as string, answer: res.json() };
  };
  const sendEvent = (type: string, object: Json) => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
  };

  it('confirms on the server for stripe.js to finish, then pays when the giver comes back', async () => {
    const key = newKey();
    const before = await received();
    const calls = stripe.paymentIntentCalls().length;
    const { tipId, intentId, answer } = await askedToConfirm(key, body());
    const [call] = stripe.paymentIntentCalls().slice(calls);
    expect(call?.form).toMatchObject({ confirm: 'true', use_stripe_sdk: 'true' });
    expect(call?.form).not.toHaveProperty('error_on_requires_action');

    // Back before finishing the step: asked again, the intent read directly, nothing charged again.
    const early = await giveTip(t.app, { key, body: body() });
    expect(early.json()).toEqual(answer);
    expect(stripe.paymentIntentCalls()).toHaveLength(calls + 1);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intentId}` });

    stripe.completeAction(intentId, 'complete');
    const paid = await giveTip(t.app, { key, body: body() });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Transaction Successful',
      data: { transaction: { id: tipId, status: 'succeeded', card: { last4: '4242' } }, nextAction: null },
    });
    expect((await received()) - before).toBe(-950);
    expect((await giveTip(t.app, { key, body: body() })).json()).toEqual(paid.json());
    expect((await received()) - before).toBe(-950);
  });

  it('a failed bank step is answered 402 with a clear message, nothing paid', async () => {
    const key = newKey();
    const giver = await createGiver(t.database.db);
    const before = await received();
    const { tipId, intentId } = await askedToConfirm(key, body(), giver.token);
    stripe.completeAction(intentId, 'fail');
    const refused = await giveTip(t.app, { key, body: body(), token: giver.token });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'AUTHENTICATION_FAILED', message: NOT_CONFIRMED });
    expect(await tipRow(tipId)).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    expect(await received()).toBe(before);
  });

  it('a webhook settles a tip waiting for 3-D Secure (receipt mailed once); the giver then gets that answer', async () => {
    const key = newKey();
    const payload = body({ amount: 2000, email: 'stripe-3ds@example.test' });
    const before = await received();
    const { tipId, intentId } = await askedToConfirm(key, payload);
    const succeeded = stripe.completeAction(intentId, 'complete');
    const hook = await sendEvent('payment_intent.succeeded', succeeded);
    expect(hook.json()).toEqual({ received: true, result: 'processed' });
    expect((await tipRow(tipId))?.status).toBe('succeeded');
    expect((await received()) - before).toBe(-1900);

    const back = await giveTip(t.app, { key, body: payload });
    expect(back.json()).toMatchObject({
      message: 'Transaction Successful',
      data: { transaction: { id: tipId, status: 'succeeded' }, feedbackToken: expect.any(String) },
    });
    expect((await received()) - before).toBe(-1900);
    expect(t.mails.filter((m) => m.to === 'stripe-3ds@example.test')).toHaveLength(1);
  });

  it('a payment_failed webhook closes a waiting tip as failed', async () => {
    const key = newKey();
    const { tipId, intentId } = await askedToConfirm(key, body());
    const failed = stripe.completeAction(intentId, 'fail');
    expect((await sendEvent('payment_intent.payment_failed', failed)).json().result).toBe('processed');
    expect(await tipRow(tipId)).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    expect((await giveTip(t.app, { key, body: body() })).json().message).toBe(NOT_CONFIRMED);
  });

  it('reconciliation cancels a PaymentIntent the giver abandoned and closes the tip as failed', async () => {
    const key = newKey();
    const before = await received();
    const { tipId, intentId } = await askedToConfirm(key, body());
    const createdAt = (await tipRow(tipId))!.createdAt.getTime();
    const report = await reconcilePendingTips({
      db: t.database.db,
      providers: tipProvidersFrom(provider),
      now: new Date(createdAt + AUTHENTICATION_TIMEOUT_MS + 60_000),
    });
    expect(report.abandoned).toBeGreaterThanOrEqual(1);
    const cancel = stripe.requests.find((r) => r.path === `/v1/payment_intents/${intentId}/cancel`);
    expect(cancel?.form.cancellation_reason).toBe('abandoned');
    expect(stripe.intents.get(intentId)?.status).toBe('canceled');
    expect(await tipRow(tipId)).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    expect((await giveTip(t.app, { key, body: body() })).statusCode).toBe(402);
    expect(await received()).toBe(before);
  });

  it('the sandbox bank page is not there in Stripe mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/authenticate',
      payload: { clientSecret: 'pi_x_secret_y', result: 'complete' },
    });
    expect(res.statusCode).toBe(404);
  });
});
