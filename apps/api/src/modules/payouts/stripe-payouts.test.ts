import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps.ts';
import { loadConfig } from '../../config.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { payouts } from '../../db/schema/payouts.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { createStripeProvider } from '../../integrations/payments/stripe/stripe-provider.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { creditTip, withdraw } from '../../../test/payouts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, ledgerBalance, unbalancedLedgerTransactions } from '../../../test/tips-fixtures.ts';
import { retryPendingPayouts } from './retry-pending-payouts.ts';

const SECRET = 'whsec_test_secret';
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET };
type Json = Record<string, unknown>;

describe('payouts on Stripe (official SDK against the local Stripe stand-in)', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let payments: CardRailProvider;
  beforeAll(async () => {
    await stripe.start();
    payments = createStripeProvider({ stripe: stripe.client(), publishableKey: 'pk_test' });
    t = await createTestApp({ env: STRIPE_ENV, deps: { payments } });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const receiverWith = async (net: number) => {
    const accountId = `acct_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    stripe.accounts.add(accountId);
    const receiver = await createReceiver(t.database.db, {}, { provider: 'stripe', accountId });
    await creditTip(t.database.db, { userId: receiver.user.id, provider: 'stripe', net });
    return { ...receiver, accountId };
  };
  /** A Connect event about a payout on a connected account, as Stripe delivers it. */
  const payoutEvent = (type: 'payout.paid' | 'payout.failed', account: string, payout: Json) => {
    const body = JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      account,
      type,
      data: { object: payout },
    });
    return () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/webhooks/stripe',
        headers: {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET }),
          'content-type': 'application/json',
        },
        payload: body,
      });
  };

  it('pays out of the connected account with our key; payout.paid settles it once', async () => {
    const receiver = await receiverWith(10_000);
    const res = await withdraw(t.app, receiver.token, { provider: 'stripe', currency: 'USD', amount: 6000 });
    expect(res.statusCode).toBe(200);
    const payout = res.json().data.payout;
    expect(payout).toMatchObject({ provider: 'stripe', status: 'pending', amount: 6000, fee: 40, net: 5960 });
    const call = stripe.payoutCalls().at(-1)!;
    expect(call.headers['stripe-account']).toBe(receiver.accountId);
    expect(call.headers['idempotency-key']).toBe(`payout_${payout.id}`);
    expect(call.form).toMatchObject({ amount: '5960', currency: 'usd', 'metadata[payoutId]': payout.id });
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const stripePayout = stripe.payouts.get(row!.providerPayoutId!)!;

    const paid = payoutEvent('payout.paid', receiver.accountId, { ...stripePayout, status: 'paid' });
    expect((await paid()).json().result).toBe('processed');
    expect((await paid()).json().result).toBe('duplicate');
    const [after] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(after).toMatchObject({ status: 'paid' });
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(-4000);
  });

  it('payout.failed of our payout returns the money and tells the receiver which one', async () => {
    const receiver = await receiverWith(10_000);
    const payout = (
      await withdraw(t.app, receiver.token, { provider: 'stripe', currency: 'USD', amount: 6000 })
    ).json().data.payout;
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const failed = payoutEvent('payout.failed', receiver.accountId, {
      ...stripe.payouts.get(row!.providerPayoutId!)!,
      status: 'failed',
      failure_code: 'account_closed',
      failure_message: 'The bank account has been closed.',
    });
    expect((await failed()).json().result).toBe('processed');
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(-10_000);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, receiver.user.id));
    expect(told.map((n) => [n.type, n.data])).toEqual([
      [
        'payoutFailed',
        expect.objectContaining({
          provider: 'stripe',
          reason: 'The bank account has been closed.',
          payoutId: payout.id,
        }),
      ],
    ]);
  });

  it('Stripe refusing (balance not available yet) fails the payout and gives the money back', async () => {
    const receiver = await receiverWith(10_000);
    stripe.accountAvailable.set(`${receiver.accountId}:usd`, 100);
    const res = await withdraw(t.app, receiver.token, { provider: 'stripe', currency: 'USD', amount: 6000 });
    expect(res.json().data.payout).toMatchObject({ status: 'failed' });
    expect(res.json().data.payout.failureMessage).toMatch(/insufficient funds/);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(-10_000);
  });

  it('Stripe failing on its side leaves it pending; the job sends it again with the same key', async () => {
    const receiver = await receiverWith(10_000);
    stripe.failNext = 1;
    stripe.failOnly = 'POST /v1/payouts';
    const payout = (
      await withdraw(t.app, receiver.token, { provider: 'stripe', currency: 'USD', amount: 3000 })
    ).json().data.payout;
    expect(payout.status).toBe('pending');
    const deps = { config: loadConfig({ NODE_ENV: 'test', ...STRIPE_ENV }), db: t.database.db, payments };
    const later = () => new Date(Date.now() + 10 * 60_000);
    await retryPendingPayouts({ ...(deps as unknown as AppDeps), now: later }, { warn: () => {} });
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.providerPayoutId).toMatch(/^po_/);
    const keys = stripe.payoutCalls().filter((c) => c.form['metadata[payoutId]'] === payout.id);
    expect(keys.map((c) => c.headers['idempotency-key'])).toEqual([
      `payout_${payout.id}`,
      `payout_${payout.id}`,
    ]);
    // Stripe took it: the next run leaves it to Stripe's webhook.
    await retryPendingPayouts({ ...(deps as unknown as AppDeps), now: later }, { warn: () => {} });
    expect(stripe.payoutCalls().filter((c) => c.form['metadata[payoutId]'] === payout.id)).toHaveLength(2);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });
});
