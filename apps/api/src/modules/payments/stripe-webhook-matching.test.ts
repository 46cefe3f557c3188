import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips, webhookFailures } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createStripeProvider } from '../../integrations/payments/stripe/stripe-provider.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { creditTip, withdraw } from '../../../test/payouts-fixtures.ts';
import { deliverStripeEvent, stripeEvent } from '../../../test/stripe-events.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createReceiver,
  giveTip,
  ledgerBalance,
  newKey,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

const SECRET = 'whsec_test_matching';
type Json = Record<string, unknown>;

// An attacker's probe (issue 26): correctly signed events naming tips and withdrawals they are
// not about. Each is kept for the console, answered 2xx (Stripe would otherwise deliver it for
// days) and changes nothing.
describe('Stripe events act only on what they are recorded for', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  /** The same database as it was when this deployment ran on the sandbox. */
  let sandbox: TestApp;
  let receiver: UserRow;
  let sandboxReceiver: UserRow;

  beforeAll(async () => {
    await stripe.start();
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET },
      deps: { payments: createStripeProvider({ stripe: stripe.client(), publishableKey: null }) },
    });
    sandbox = await createTestApp({ sharedDatabase: t.database });
    stripe.accounts.add('acct_matching');
    receiver = (await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_matching' }))
      .user;
    sandboxReceiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(async () => {
    await sandbox.close();
    await t.close();
    await stripe.stop();
  });

  const send = (event: Json) => deliverStripeEvent(t.app, event, SECRET);
  const tipNow = async (id: string) => (await t.database.db.select().from(tips).where(eq(tips.id, id)))[0]!;
  const failureOf = async (eventId: string) =>
    (await t.database.db.select().from(webhookFailures).where(eq(webhookFailures.eventId, eventId)))[0];
  const balanceOf = (user: UserRow) => ledgerBalance(t.database.db, `receiver:${user.id}`);
  const intentOfTip = (tipId: string) =>
    [...stripe.intents.values()].find((pi) => (pi.metadata as Json).intentId === tipId)!;
  const stripeTip = async (amount: number, paymentMethod = 'pm_card_visa') => {
    const body = { payee: receiver.id, amount, currency: 'USD', paymentType: 'card', paymentMethod };
    const id = (await giveTip(t.app, { key: newKey(), body })).json().data.transaction.id as string;
    return { tip: await tipNow(id), intent: intentOfTip(id) };
  };
  const refundEvent = (charge: Json) =>
    stripeEvent('charge.refunded', { id: `ch_${randomUUID().slice(0, 8)}`, object: 'charge', ...charge });
  /** Answered 200 'rejected', kept for the console with why. */
  const expectRejected = async (event: Json & { id: string }, why: RegExp) => {
    const res = await send(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'rejected' });
    expect(await failureOf(event.id)).toMatchObject({
      provider: 'stripe',
      resolvedAt: null,
      error: expect.stringMatching(why),
    });
  };

  it('a refund naming a paid sandbox tip in its metadata, for a PaymentIntent we never recorded, refunds nothing', async () => {
    const token = await sandboxToken(sandbox.app);
    const body = {
      payee: sandboxReceiver.id,
      amount: 2000,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: token,
    };
    const paid = (await giveTip(sandbox.app, { key: newKey(), body })).json().data.transaction;
    expect(paid.status).toBe('succeeded');
    const before = await balanceOf(sandboxReceiver);

    const probe = refundEvent({
      payment_intent: 'pi_unknown_to_us',
      amount: 2000,
      amount_refunded: 2000,
      currency: 'usd',
      metadata: { intentId: paid.id },
    });
    await expectRejected(probe, /not the one recorded/);
    expect((await send(probe)).json().result).toBe('rejected');
    expect((await failureOf(probe.id))?.attempts).toBe(2);
    expect(await tipNow(paid.id)).toMatchObject({ status: 'succeeded', refundedAmount: 0 });
    expect(await balanceOf(sandboxReceiver)).toBe(before);
  });

  it('a PaymentIntent event naming another tip in its metadata neither pays nor fails it', async () => {
    const { tip: paid } = await stripeTip(1000);
    const { tip: waiting } = await stripeTip(1000, 'pm_card_authenticationRequired');
    expect(waiting.status).toBe('requiresAction');
    const before = await balanceOf(receiver);
    const stranger = (intentId: string, status: string) => ({
      id: `pi_${randomUUID().slice(0, 8)}`,
      object: 'payment_intent',
      amount: 1000,
      currency: 'usd',
      status,
      metadata: { intentId },
    });
    await expectRejected(
      stripeEvent('payment_intent.payment_failed', stranger(waiting.id, 'canceled')),
      /not the one/,
    );
    await expectRejected(
      stripeEvent('payment_intent.succeeded', stranger(waiting.id, 'succeeded')),
      /not the one/,
    );
    await expectRejected(
      stripeEvent('payment_intent.payment_failed', stranger(paid.id, 'canceled')),
      /not the one/,
    );
    expect((await tipNow(waiting.id)).status).toBe('requiresAction');
    expect((await tipNow(paid.id)).status).toBe('succeeded');
    expect(await balanceOf(receiver)).toBe(before);
  });

  it('an event for the recorded PaymentIntent but another amount or currency changes nothing', async () => {
    const { tip, intent } = await stripeTip(1000, 'pm_card_authenticationRequired');
    const succeeded = stripe.completeAction(intent.id as string, 'complete');
    const before = await balanceOf(receiver);
    await expectRejected(
      stripeEvent('payment_intent.succeeded', { ...succeeded, amount: 100_000 }),
      /is for 100000 USD/,
    );
    await expectRejected(stripeEvent('payment_intent.succeeded', { ...succeeded, currency: 'eur' }), /EUR/);
    expect((await tipNow(tip.id)).status).toBe('requiresAction');
    expect(await balanceOf(receiver)).toBe(before);

    expect((await send(stripeEvent('payment_intent.succeeded', succeeded))).json().result).toBe('processed');
    const charge = { payment_intent: intent.id, amount: 1000, amount_refunded: 1000, currency: 'usd' };
    await expectRejected(refundEvent({ ...charge, currency: 'gbp' }), /GBP/);
    expect((await tipNow(tip.id)).refundedAmount).toBe(0);
  });

  it('a refund larger than the charge is answered 200 and kept for the console, with no ledger change', async () => {
    const { tip, intent } = await stripeTip(1000);
    const before = await balanceOf(receiver);
    const tooMuch = refundEvent({
      payment_intent: intent.id,
      amount: 1000,
      amount_refunded: 1500,
      currency: 'usd',
    });
    await expectRejected(tooMuch, /1500 USD refunded/);
    expect((await tipNow(tip.id)).refundedAmount).toBe(0);
    expect(await balanceOf(receiver)).toBe(before);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('a payout event naming our withdrawal it is not, by metadata, on another account or for another amount, settles nothing', async () => {
    const owner = await createReceiver(t.database.db, {}, { provider: 'stripe', accountId: 'acct_payouts' });
    stripe.accounts.add('acct_payouts');
    await creditTip(t.database.db, { userId: owner.user.id, provider: 'stripe', net: 10_000 });
    const payout = (
      await withdraw(t.app, owner.token, { provider: 'stripe', currency: 'USD', amount: 6000 })
    ).json().data.payout;
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    const genuine = {
      ...stripe.payouts.get(row!.providerPayoutId!)!,
      status: 'failed',
      failure_code: 'account_closed',
    };
    const failed = (object: Json, account = 'acct_payouts') =>
      stripeEvent('payout.failed', object, { account });

    await expectRejected(failed({ ...genuine, id: 'po_someone_elses' }), /not the withdrawal/);
    await expectRejected(failed(genuine, 'acct_matching'), /not the withdrawal/);
    await expectRejected(failed({ ...genuine, amount: 6000 }), /not the withdrawal/);
    expect((await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id)))[0]?.status).toBe(
      'pending',
    );
    expect((await send(failed(genuine))).json().result).toBe('processed');
  });
});
