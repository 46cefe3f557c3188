import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingRequests, businessSubscriptions, promoCodes } from '../../db/schema/billing.ts';
import { webhookFailures } from '../../db/schema/payments.ts';
import { createStripeBilling } from '../../integrations/billing/stripe-billing.ts';
import { createStripeCardVault } from '../../integrations/payments/stripe/stripe-card-vault.ts';
import { createStripeProvider } from '../../integrations/payments/stripe/stripe-provider.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  billingCalls,
  newBusiness,
  newPromo,
  testClock,
  type BusinessOwner,
} from './billing-test-helpers.ts';

const SECRET = 'whsec_billing_secret';
type Json = Record<string, unknown>;
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const event = (
  type: string,
  object: Json,
  created: number,
  id = `evt_${randomUUID().replaceAll('-', '')}`,
) => ({
  id,
  object: 'event',
  api_version: Stripe.API_VERSION,
  created,
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
});

describe('Stripe Billing (official SDK against the local Stripe stand-in) and its webhooks', () => {
  const stripe = new FakeStripe();
  const clock = testClock(new Date('2026-03-10T09:00:00Z'));
  let t: TestApp;

  beforeAll(async () => {
    await stripe.start();
    stripe.billingNow = unix('2026-03-10T09:00:00Z');
    const client = stripe.client();
    t = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: SECRET },
      deps: {
        now: clock.now,
        jobs: createInlineJobQueue(),
        payments: createStripeProvider({ stripe: client, publishableKey: 'pk_test' }),
        cardVault: createStripeCardVault(client),
        billing: createStripeBilling(client),
      },
    });
    await newPromo(t.database.db, { code: 'STRIPE20', value: 20 }, clock.now());
    await newPromo(
      t.database.db,
      { code: 'EURO5', kind: 'amount', value: 500, currency: 'EUR' },
      clock.now(),
    );
    await newPromo(t.database.db, { code: 'FREE2', kind: 'freeMonths', value: 2 }, clock.now());
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const db = () => t.database.db;
  const rowOf = async (owner: BusinessOwner) =>
    (
      await db()
        .select()
        .from(businessSubscriptions)
        .where(eq(businessSubscriptions.businessId, owner.businessId))
    )[0];
  const state = async (owner: BusinessOwner) => (await billingCalls(t.app, owner).get()).json().data;
  const mailsTo = (owner: BusinessOwner) =>
    t.mails.filter((m) => m.to === owner.user.email).map((m) => m.subject);
  const send = (payload: Json, secret = SECRET) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
        'content-type': 'application/json',
      },
      payload: body,
    });
  };
  const invoiceOf = (subscription: string, fields: Json) => ({
    id: `in_${randomUUID().slice(0, 8)}`,
    object: 'invoice',
    number: `INV-${randomUUID().slice(0, 4)}`,
    currency: 'usd',
    amount_due: 2900,
    amount_paid: 0,
    period_start: unix('2026-03-10T09:00:00Z'),
    period_end: unix('2026-04-10T09:00:00Z'),
    lines: {
      object: 'list',
      data: [{ period: { start: unix('2026-04-10T09:00:00Z'), end: unix('2026-05-10T09:00:00Z') } }],
    },
    parent: { type: 'subscription_details', subscription_details: { subscription } },
    ...fields,
  });
  const subscriptionOf = (id: string, fields: Json) => ({
    id,
    object: 'subscription',
    status: 'active',
    currency: 'usd',
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: unix('2026-04-10T09:00:00Z'),
          current_period_end: unix('2026-05-10T09:00:00Z'),
        },
      ],
    },
    ...fields,
  });

  it("subscribes with a Price per plan and currency (made once), the owner's Customer, and a coupon for the code", async () => {
    const owner = await newBusiness(db(), clock.now);
    const res = await billingCalls(t.app, owner).subscribe(
      { planId: 'monthly', currency: 'EUR', paymentMethod: 'pm_card_visa', promoCode: 'stripe20' },
      'stripe-subscribe-1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.subscription).toMatchObject({
      status: 'active',
      amount: 2700,
      currency: 'EUR',
      currentPeriodEnd: '2026-04-10T09:00:00.000Z',
      promo: { code: 'STRIPE20' },
      card: { brand: 'visa', last4: '4242' },
    });
    expect(res.json().data.invoices).toEqual([
      expect.objectContaining({
        amount: 2160,
        currency: 'EUR',
        status: 'paid',
        number: expect.stringMatching(/^FAKE-/),
      }),
    ]);
    const [price] = stripe.billingCalls('/v1/prices');
    expect(price?.form).toMatchObject({
      product: 'opentip_business',
      currency: 'eur',
      unit_amount: '2700',
      'recurring[interval]': 'month',
      lookup_key: 'opentip_business_monthly_eur',
    });
    expect(stripe.billingCalls('/v1/coupons').map((c) => c.form)).toEqual([
      { id: 'opentip_STRIPE20', name: 'STRIPE20', duration: 'once', percent_off: '20' },
    ]);
    const [sub] = stripe.billingCalls('/v1/subscriptions');
    const customer = [...stripe.customers.keys()].at(-1);
    expect(sub?.form).toMatchObject({
      customer,
      'items[0][price]': price ? [...stripe.prices.keys()][0] : '',
      payment_behavior: 'allow_incomplete',
      'discounts[0][coupon]': 'opentip_STRIPE20',
      'metadata[businessId]': owner.businessId,
    });
    expect(stripe.paymentMethods.get(sub?.form.default_payment_method ?? '')?.customer).toBe(customer);
    expect((await rowOf(owner))?.providerSubscriptionId).toMatch(/^sub_/);
    expect(mailsTo(owner)).toEqual(['Your OpenTip Business receipt: €21.60']);

    // A retry with the same key is answered from the first; another business reuses the Price.
    const again = await billingCalls(t.app, owner).subscribe(
      { planId: 'monthly', currency: 'EUR', paymentMethod: 'pm_card_visa', promoCode: 'stripe20' },
      'stripe-subscribe-1',
    );
    expect(again.json()).toEqual(res.json());
    const second = await newBusiness(db(), clock.now);
    const other = await billingCalls(t.app, second).subscribe({
      planId: 'monthly',
      currency: 'EUR',
      paymentMethod: 'pm_card_visa',
    });
    expect(other.json().data.invoices[0].amount).toBe(2700);
    expect(stripe.billingCalls('/v1/prices')).toHaveLength(1);
    expect(stripe.billingCalls('/v1/subscriptions')).toHaveLength(2);
  });

  it('an amount code is an amount_off coupon in its currency; free months are a trial, nothing charged', async () => {
    const euro = await newBusiness(db(), clock.now);
    const paid = await billingCalls(t.app, euro).subscribe({
      planId: 'yearly',
      currency: 'EUR',
      paymentMethod: 'pm_card_visa',
      promoCode: 'EURO5',
    });
    expect(paid.json().data.invoices[0].amount).toBe(26500);
    expect(stripe.coupons.get('opentip_EURO5')).toMatchObject({
      amount_off: 500,
      currency: 'eur',
      duration: 'once',
    });

    const free = await newBusiness(db(), clock.now);
    const trial = await billingCalls(t.app, free).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: 'pm_card_visa',
      promoCode: 'FREE2',
    });
    expect(trial.json().data.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2026-05-10T09:00:00.000Z',
    });
    expect(trial.json().data.invoices.map((i: { amount: number }) => i.amount)).toEqual([0]);
    const call = stripe.billingCalls('/v1/subscriptions').at(-1);
    expect(call?.form.trial_end).toBe(String(unix('2026-05-10T09:00:00Z')));
    expect(call?.form['discounts[0][coupon]']).toBeUndefined();
  });

  it('a declined first payment is answered 402 and the incomplete Stripe subscription is cancelled', async () => {
    const owner = await newBusiness(db(), clock.now);
    const res = await billingCalls(t.app, owner).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: 'pm_card_chargeDeclined',
    });
    expect([res.statusCode, res.json().message]).toEqual([402, 'Your card was declined.']);
    const sub = [...stripe.subscriptions.values()].at(-1);
    expect(sub?.status).toBe('canceled');
    expect((await state(owner)).subscription.status).toBe('trialing');
  });

  it("3-D Secure: nextAction with the PaymentIntent's secret; invoice.paid then makes it active", async () => {
    const owner = await newBusiness(db(), clock.now);
    const res = await billingCalls(t.app, owner).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: 'pm_card_threeDSecure2Required',
    });
    expect(res.statusCode).toBe(200);
    const intent = [...stripe.intents.values()].at(-1);
    expect(res.json().data.nextAction).toEqual({ type: 'authenticate', clientSecret: intent?.client_secret });
    expect(res.json().data.subscription.status).toBe('trialing');
    const row = await rowOf(owner);
    expect(row?.status).toBe('pending');
    stripe.completeAction(String(intent?.id), 'complete');
    const subId = String(row?.providerSubscriptionId);
    const paid = invoiceOf(subId, {
      amount_paid: 2900,
      lines: {
        data: [{ period: { start: unix('2026-03-10T09:00:00Z'), end: unix('2026-04-10T09:00:00Z') } }],
      },
    });
    expect((await send(event('invoice.paid', paid, unix('2026-03-10T09:01:00Z')))).json().result).toBe(
      'processed',
    );
    const after = await state(owner);
    expect(after.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2026-04-10T09:00:00.000Z',
    });
    expect(after.invoices).toEqual([
      expect.objectContaining({ amount: 2900, status: 'paid', number: paid.number }),
    ]);
    expect(mailsTo(owner)).toEqual(['Your OpenTip Business receipt: $29.00']);
  });

  it('a one-use code: a decline gives the use back, and so does a 3-D Secure payment Stripe gives up', async () => {
    await newPromo(db(), { code: 'ONCE', value: 10, maxRedemptions: 1 }, clock.now());
    const counter = async () =>
      (await db().select().from(promoCodes).where(eq(promoCodes.code, 'ONCE')))[0]?.redemptions;
    const body = (paymentMethod: string) => ({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod,
      promoCode: 'ONCE',
    });
    const declined = await newBusiness(db(), clock.now);
    const refused = await billingCalls(t.app, declined).subscribe(body('pm_card_chargeDeclined'));
    expect(refused.statusCode).toBe(402);
    expect(await counter()).toBe(0);

    const waiting = await newBusiness(db(), clock.now);
    const asked = await billingCalls(t.app, waiting).subscribe(body('pm_card_threeDSecure2Required'));
    expect(asked.json().data.nextAction).toMatchObject({ type: 'authenticate' });
    expect(await counter()).toBe(1);
    const other = await newBusiness(db(), clock.now);
    const started = stripe.billingCalls('/v1/subscriptions').length;
    const usedUp = await billingCalls(t.app, other).subscribe(body('pm_card_visa'));
    expect([usedUp.statusCode, usedUp.json().code]).toEqual([409, 'PROMO_CODE_USED_UP']);
    expect(stripe.billingCalls('/v1/subscriptions')).toHaveLength(started);

    const subId = String((await rowOf(waiting))?.providerSubscriptionId);
    const expired = subscriptionOf(subId, { status: 'incomplete_expired' });
    const given = await send(event('customer.subscription.updated', expired, unix('2026-03-11T09:05:00Z')));
    expect(given.json().result).toBe('processed');
    expect(await counter()).toBe(0);
    expect((await billingCalls(t.app, other).subscribe(body('pm_card_visa'))).statusCode).toBe(200);
    expect(await counter()).toBe(1);
  });

  it('cancel and resume set cancel_at_period_end at Stripe', async () => {
    const owner = await newBusiness(db(), clock.now);
    await billingCalls(t.app, owner).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: 'pm_card_visa',
    });
    const subId = String((await rowOf(owner))?.providerSubscriptionId);
    expect((await billingCalls(t.app, owner).cancel()).json().data.subscription.cancelAtPeriodEnd).toBe(true);
    expect(stripe.subscriptions.get(subId)?.cancel_at_period_end).toBe(true);
    expect((await billingCalls(t.app, owner).resume()).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subId)?.cancel_at_period_end).toBe(false);
  });

  describe('webhooks for a renewal', () => {
    let owner: BusinessOwner;
    let subId: string;
    beforeAll(async () => {
      owner = await newBusiness(db(), clock.now);
      await billingCalls(t.app, owner).subscribe({
        planId: 'monthly',
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
      });
      subId = String((await rowOf(owner))?.providerSubscriptionId);
    });

    it('a forged event changes nothing', async () => {
      const failed = invoiceOf(subId, {});
      const forged = await send(
        event('invoice.payment_failed', failed, unix('2026-04-10T09:00:00Z')),
        'whsec_wrong',
      );
      expect(forged.statusCode).toBe(400);
      expect((await state(owner)).subscription.status).toBe('active');
    });

    it('payment failed: past due with 7 days of grace and a mail; the same event again changes nothing', async () => {
      const failed = invoiceOf(subId, { id: 'in_renewal_1' });
      const failure = event(
        'invoice.payment_failed',
        failed,
        unix('2026-04-10T09:00:00Z'),
        'evt_renewal_failed',
      );
      expect((await send(failure)).json().result).toBe('processed');
      const pastDue = await state(owner);
      expect(pastDue.subscription).toMatchObject({
        status: 'pastDue',
        graceEndsAt: '2026-04-17T09:00:00.000Z',
        entitled: true,
      });
      expect(pastDue.invoices[0]).toMatchObject({ status: 'failed', amount: 2900 });
      expect((await send(failure)).json().result).toBe('duplicate');
      expect(mailsTo(owner).filter((s) => s.includes('renewal failed'))).toHaveLength(1);
    });

    it('paid in grace: active again; an older subscription event delivered late changes nothing', async () => {
      const paid = invoiceOf(subId, { id: 'in_renewal_1', amount_paid: 2900 });
      expect((await send(event('invoice.paid', paid, unix('2026-04-11T09:00:00Z')))).json().result).toBe(
        'processed',
      );
      const active = await state(owner);
      expect(active.subscription).toMatchObject({
        status: 'active',
        graceEndsAt: null,
        currentPeriodEnd: '2026-05-10T09:00:00.000Z',
      });
      expect(active.invoices.filter((i: { status: string }) => i.status === 'failed')).toEqual([]);
      const late = subscriptionOf(subId, { status: 'past_due' });
      expect(
        (await send(event('customer.subscription.updated', late, unix('2026-04-10T09:00:05Z')))).json()
          .result,
      ).toBe('ignored');
      const lateFailure = invoiceOf(subId, { id: 'in_renewal_1' });
      await send(event('invoice.payment_failed', lateFailure, unix('2026-04-10T09:00:01Z')));
      const still = await state(owner);
      expect(still.subscription.status).toBe('active');
      expect(still.invoices[0].status).toBe('paid');
    });

    it('cancelled at period end, then deleted by Stripe: canceled with a mail; unpaid elsewhere is a lapse', async () => {
      const scheduled = subscriptionOf(subId, { cancel_at_period_end: true });
      await send(event('customer.subscription.updated', scheduled, unix('2026-04-20T09:00:00Z')));
      expect((await state(owner)).subscription.cancelAtPeriodEnd).toBe(true);
      const ended = subscriptionOf(subId, { status: 'canceled', cancel_at_period_end: true });
      await send(event('customer.subscription.deleted', ended, unix('2026-05-10T09:00:00Z')));
      expect((await state(owner)).subscription).toMatchObject({ status: 'canceled', entitled: false });
      expect(mailsTo(owner).at(-1)).toBe('Your OpenTip Business subscription has ended');

      const other = await newBusiness(db(), clock.now);
      await billingCalls(t.app, other).subscribe({
        planId: 'monthly',
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
      });
      const otherSub = String((await rowOf(other))?.providerSubscriptionId);
      await send(
        event(
          'customer.subscription.updated',
          subscriptionOf(otherSub, { status: 'unpaid' }),
          unix('2026-04-18T09:00:00Z'),
        ),
      );
      expect((await state(other)).subscription).toMatchObject({ status: 'lapsed', entitled: false });
      expect(mailsTo(other).at(-1)).toBe('Your OpenTip Business subscription has lapsed');
    });

    it('subscribing again while past due replaces the old Stripe subscription (ended, so it cannot renew too)', async () => {
      const late = await newBusiness(db(), clock.now);
      await billingCalls(t.app, late).subscribe({
        planId: 'monthly',
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
      });
      const oldSub = String((await rowOf(late))?.providerSubscriptionId);
      await send(event('invoice.payment_failed', invoiceOf(oldSub, {}), unix('2026-04-10T09:00:00Z')));
      expect((await state(late)).subscription.status).toBe('pastDue');
      const again = await billingCalls(t.app, late).subscribe({
        planId: 'yearly',
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
      });
      expect(again.json().data.subscription).toMatchObject({
        status: 'active',
        planId: 'yearly',
        graceEndsAt: null,
      });
      expect(stripe.subscriptions.get(oldSub)?.status).toBe('canceled');
      expect((await rowOf(late))?.providerSubscriptionId).not.toBe(oldSub);
      // Stripe's news of the old one ending no longer concerns this business.
      const oldEnded = subscriptionOf(oldSub, { status: 'canceled' });
      expect(
        (await send(event('customer.subscription.deleted', oldEnded, unix('2026-04-12T09:00:00Z')))).json()
          .result,
      ).toBe('ignored');
      expect((await state(late)).subscription.status).toBe('active');
    });

    it('an invoice or subscription event that is not ours is rejected for the console (2xx), changing nothing', async () => {
      const failures = async () =>
        (await db().select().from(webhookFailures).where(eq(webhookFailures.provider, 'stripe'))).map((f) => [
          f.eventId,
          f.error,
        ]);
      const before = await state(owner);
      const cases: [string, Json, RegExp][] = [
        [
          'invoice.paid',
          invoiceOf('sub_unknown', { id: 'in_unknown', amount_paid: 100 }),
          /subscription sub_unknown is not a Stripe subscription of ours/,
        ],
        [
          'customer.subscription.updated',
          subscriptionOf('sub_unknown', { status: 'active' }),
          /subscription sub_unknown is not a Stripe subscription of ours/,
        ],
        [
          'invoice.paid',
          invoiceOf(subId, { id: 'in_euro', currency: 'eur', amount_paid: 2900 }),
          /is for 2900 eur .* for 2900 USD/,
        ],
        [
          'invoice.paid',
          invoiceOf(subId, { id: 'in_too_much', amount_paid: 290000 }),
          /is for 290000 usd .* for 2900 USD/,
        ],
        [
          'customer.subscription.updated',
          subscriptionOf(subId, { status: 'past_due', currency: 'gbp' }),
          /is in gbp, ours in USD/,
        ],
      ];
      for (const [type, object, error] of cases) {
        const sent = event(type, object, unix('2026-06-01T09:00:00Z'));
        const res = await send(sent);
        expect([res.statusCode, res.json().result]).toEqual([200, 'rejected']);
        expect((await failures()).find(([id]) => id === sent.id)?.[1]).toMatch(error);
      }
      const after = await state(owner);
      expect(after.subscription).toEqual(before.subscription);
      expect(after.invoices).toEqual(before.invoices);
    });

    it('a subscription of ours at another provider is not matched by a Stripe event naming its id', async () => {
      const elsewhere = await newBusiness(db(), clock.now);
      await billingCalls(t.app, elsewhere).subscribe({
        planId: 'monthly',
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
      });
      const id = String((await rowOf(elsewhere))?.providerSubscriptionId);
      await db()
        .update(businessSubscriptions)
        .set({ provider: 'sandbox' })
        .where(eq(businessSubscriptions.businessId, elsewhere.businessId));
      const failed = await send(
        event('invoice.payment_failed', invoiceOf(id, {}), unix('2026-06-01T09:00:00Z')),
      );
      expect(failed.json().result).toBe('ignored');
      const paid = invoiceOf(id, { amount_paid: 2900 });
      expect((await send(event('invoice.paid', paid, unix('2026-06-01T09:00:00Z')))).json().result).toBe(
        'rejected',
      );
      expect((await rowOf(elsewhere))?.status).toBe('active');
    });

    it('news of an unknown subscription waits while its business is subscribing; an ended one is ignored', async () => {
      const subscribing = await newBusiness(db(), clock.now);
      await db().insert(billingRequests).values({
        businessId: subscribing.businessId,
        idempotencyKey: 'in-flight',
        requestHash: 'x',
        createdAt: clock.now(),
      });
      const paid = invoiceOf('sub_just_made', {
        amount_paid: 2900,
        parent: {
          type: 'subscription_details',
          subscription_details: {
            subscription: 'sub_just_made',
            metadata: { businessId: subscribing.businessId },
          },
        },
      });
      const early = await send(event('invoice.paid', paid, unix('2026-06-01T09:00:00Z')));
      expect([early.statusCode, early.json().code]).toEqual([409, 'WEBHOOK_DEFERRED']);
      const ended = subscriptionOf('sub_never_ours', { status: 'canceled' });
      expect(
        (await send(event('customer.subscription.deleted', ended, unix('2026-06-01T09:00:00Z')))).json()
          .result,
      ).toBe('ignored');
    });
  });
});
