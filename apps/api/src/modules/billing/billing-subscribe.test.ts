import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { formatMoney } from '@opentip/shared/money';
import { billingRequests, promoCodes, promoRedemptions } from '../../db/schema/billing.ts';
import { sandboxCharges } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxToken, TEST_CARDS } from '../../../test/tips-fixtures.ts';
import {
  billingCalls,
  newBusiness,
  newPromo,
  testClock,
  type BusinessOwner,
} from './billing-test-helpers.ts';
import { businessEntitlement } from './entitlement.ts';
import { claimPromo, confirmPromoClaim } from './promo-claims.service.ts';

const clock = testClock(new Date('2026-03-10T09:00:00Z'));

describe('business plans, promo codes and subscribing (sandbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: clock.now, jobs: createInlineJobQueue() } });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const chargesOf = async (businessId: string) =>
    db().select().from(sandboxCharges).where(eq(sandboxCharges.intentId, businessId));

  it('GET /business/plans is public: prices in the currency asked for, USD where none is set', async () => {
    const eur = await t.app.inject({ method: 'GET', url: '/api/v1/business/plans?currency=eur' });
    expect(eur.statusCode).toBe(200);
    expect(eur.json().data).toEqual({
      plans: [
        { id: 'monthly', interval: 'month', amount: 2700, currency: 'EUR' },
        { id: 'yearly', interval: 'year', amount: 27000, currency: 'EUR' },
      ],
      trialDays: 14,
      graceDays: 7,
      features: ['googleReviewLink', 'invoices'],
    });
    const jpy = await t.app.inject({ method: 'GET', url: '/api/v1/business/plans?currency=JPY' });
    expect(jpy.json().data.plans[0]).toEqual({
      id: 'monthly',
      interval: 'month',
      amount: 2900,
      currency: 'USD',
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/business/plans' });
    expect(none.json().data.plans[1].amount).toBe(29000);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/business/plans?currency=XX' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please select a supported currency');
  });

  describe('who may call', () => {
    let owner: BusinessOwner;
    let other: BusinessOwner;
    beforeAll(async () => {
      owner = await newBusiness(db(), clock.now);
      other = await newBusiness(db(), clock.now, 'Other Bar');
    });

    it('a new business is in its trial: everything, no card, until 14 days after it was created', async () => {
      const res = await billingCalls(t.app, owner).get();
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        subscription: {
          status: 'trialing',
          planId: null,
          amount: null,
          currency: null,
          trialEndsAt: '2026-03-24T09:00:00.000Z',
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          graceEndsAt: null,
          promo: null,
          card: null,
          entitled: true,
        },
        invoices: [],
      });
      expect(await businessEntitlement(db(), owner.user.id, clock.now())).toEqual({
        entitled: true,
        status: 'trialing',
      });
      const after = new Date('2026-03-24T09:00:00Z');
      expect(await businessEntitlement(db(), owner.user.id, after)).toEqual({
        entitled: false,
        status: 'none',
      });
    });

    it("another business's id, a malformed id or one that does not exist answer 404 on every call", async () => {
      const mine = billingCalls(t.app, owner);
      const token = bearer(await owner.token());
      for (const id of [other.businessId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        expect((await mine.get(id)).statusCode).toBe(404);
        expect((await mine.get(id)).json().message).toBe('Business not found.');
        const sub = await mine.subscribe(
          { planId: 'monthly', currency: 'USD', paymentMethod: 'tok_x' },
          undefined,
          id,
        );
        expect(sub.statusCode).toBe(404);
        for (const path of ['promo-code/check', 'subscription/cancel', 'subscription/resume']) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/v1/business/${id}/${path}`,
            headers: token,
            payload: path.startsWith('promo') ? { promoCode: 'X' } : undefined,
          });
          expect(res.statusCode, path).toBe(404);
        }
      }
      expect((await chargesOf(other.businessId)).length).toBe(0);
    });

    it('a person without a business account gets 403; nobody signed in gets 401', async () => {
      const person = await createUser(db());
      const url = `/api/v1/business/${owner.businessId}/subscription`;
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(person.token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only business accounts can do this.');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });
  });

  describe('promo codes', () => {
    let owner: BusinessOwner;
    beforeAll(async () => {
      owner = await newBusiness(db(), clock.now);
      const now = clock.now();
      const day = 86_400_000;
      await newPromo(db(), { code: 'SPRING20', value: 20 }, now);
      await newPromo(db(), { code: 'LATER', validFrom: new Date(now.getTime() + day) }, now);
      await newPromo(
        db(),
        { code: 'GONE', validFrom: new Date(now.getTime() - 9 * day), validUntil: now },
        now,
      );
      await newPromo(db(), { code: 'EURO5', kind: 'amount', value: 500, currency: 'EUR' }, now);
      await newPromo(db(), { code: 'TWOFREE', kind: 'freeMonths', value: 2 }, now);
      const full = await newPromo(db(), { code: 'FULL', maxRedemptions: 1 }, now);
      await db().update(promoCodes).set({ redemptions: 1 }).where(eq(promoCodes.id, full.id));
    });

    const check = (body: Record<string, unknown>) => billingCalls(t.app, owner).check(body);

    it('a code is checked case-insensitively and tells what it gives', async () => {
      const res = await check({ promoCode: '  spring20 ' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Promo code applied',
        data: { promo: { code: 'SPRING20', kind: 'percent', value: 20, currency: null } },
      });
      expect((await check({ promoCode: 'twofree' })).json().data.promo).toEqual({
        code: 'TWOFREE',
        kind: 'freeMonths',
        value: 2,
        currency: null,
      });
      expect((await check({ promoCode: 'euro5', currency: 'EUR' })).json().data.promo.value).toBe(500);
    });

    it('refusals: required, unknown, not yet valid, expired, used up, amount in another currency', async () => {
      const refusal = async (body: Record<string, unknown>) => {
        const res = await check(body);
        return [res.statusCode, res.json().message];
      };
      expect(await refusal({ promoCode: '' })).toEqual([400, 'Promo Code is required']);
      expect(await refusal({ promoCode: '   ' })).toEqual([400, 'Promo Code is required']);
      expect(await refusal({})).toEqual([400, 'Promo Code is required']);
      expect(await refusal({ promoCode: 'NOPE' })).toEqual([404, 'This promo code does not exist.']);
      expect(await refusal({ promoCode: 'LATER' })).toEqual([409, 'This promo code is not valid yet.']);
      expect(await refusal({ promoCode: 'GONE' })).toEqual([409, 'This promo code has expired.']);
      expect(await refusal({ promoCode: 'FULL' })).toEqual([409, 'This promo code has been used up.']);
      expect(await refusal({ promoCode: 'EURO5', currency: 'USD' })).toEqual([
        400,
        'This promo code is for payments in another currency.',
      ]);
    });

    it('subscribing refuses a bad code before charging anything', async () => {
      const card = await sandboxToken(t.app);
      const calls = billingCalls(t.app, owner);
      const gone = await calls.subscribe({
        planId: 'monthly',
        currency: 'USD',
        paymentMethod: card,
        promoCode: 'gone',
      });
      expect(gone.statusCode).toBe(409);
      const euro = await calls.subscribe({
        planId: 'monthly',
        currency: 'USD',
        paymentMethod: card,
        promoCode: 'EURO5',
      });
      expect(euro.statusCode).toBe(400);
      expect(euro.json().message).toBe('This promo code is for payments in another currency.');
      expect(await chargesOf(owner.businessId)).toEqual([]);
    });

    it('a business redeems a code once; another business may still use it', async () => {
      const card = await sandboxToken(t.app);
      const calls = billingCalls(t.app, owner);
      const paid = await calls.subscribe({
        planId: 'monthly',
        currency: 'EUR',
        paymentMethod: card,
        promoCode: 'euro5',
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data.invoices[0]).toMatchObject({ amount: 2200, currency: 'EUR', status: 'paid' });
      const again = await calls.check({ promoCode: 'EURO5' });
      expect([again.statusCode, again.json().message]).toEqual([
        409,
        'Your business has already used this promo code.',
      ]);
      const second = await newBusiness(db(), clock.now);
      expect((await billingCalls(t.app, second).check({ promoCode: 'EURO5' })).statusCode).toBe(200);
      const [row] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'EURO5'));
      expect(row?.redemptions).toBe(1);
    });

    it('the last use of a code goes to the first claim; the counter always equals the redemptions', async () => {
      const promo = await newPromo(db(), { code: 'LASTONE', value: 10, maxRedemptions: 1 }, clock.now());
      const [first, second] = [await newBusiness(db(), clock.now), await newBusiness(db(), clock.now)];
      const claim = (businessId: string, requestId: string) =>
        claimPromo(db(), { promo, businessId, requestId, now: clock.now() });
      // Both were checked before either was charged: the use is taken before charging, so only one pays less.
      await claim(first.businessId, randomUUID());
      await expect(claim(second.businessId, randomUUID())).rejects.toThrow('used up');
      await db().transaction((tx) => confirmPromoClaim(tx, promo.id, first.businessId));
      await expect(claim(first.businessId, randomUUID())).rejects.toThrow('already used');
      const [row] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'LASTONE'));
      const uses = await db()
        .select()
        .from(promoRedemptions)
        .where(eq(promoRedemptions.promoCodeId, promo.id));
      expect([row?.redemptions, uses.map((use) => use.businessId)]).toEqual([1, [first.businessId]]);
      const third = await newBusiness(db(), clock.now);
      const check = await billingCalls(t.app, third).check({ promoCode: 'LASTONE' });
      expect([check.statusCode, check.json().code]).toEqual([409, 'PROMO_CODE_USED_UP']);
    });
  });

  describe('subscribing', () => {
    it('charges the first period at once, less a percent code, saves the card and mails a receipt', async () => {
      const owner = await newBusiness(db(), clock.now);
      await newPromo(db(), { code: 'WELCOME25', value: 25 }, clock.now());
      const card = await sandboxToken(t.app);
      const res = await billingCalls(t.app, owner).subscribe({
        planId: 'monthly',
        currency: 'EUR',
        paymentMethod: card,
        promoCode: 'welcome25',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Your business is subscribed.');
      expect(body.data.nextAction).toBeNull();
      expect(body.data.subscription).toMatchObject({
        status: 'active',
        planId: 'monthly',
        // The next renewal is the full price: a percent code takes off the first period only.
        amount: 2700,
        currency: 'EUR',
        currentPeriodEnd: '2026-04-10T09:00:00.000Z',
        cancelAtPeriodEnd: false,
        promo: { code: 'WELCOME25', kind: 'percent', value: 25, currency: null },
        card: { brand: 'visa', last4: '4242' },
        entitled: true,
      });
      expect(body.data.invoices).toEqual([
        expect.objectContaining({
          amount: 2025,
          currency: 'EUR',
          status: 'paid',
          periodStart: '2026-03-10T09:00:00.000Z',
          periodEnd: '2026-04-10T09:00:00.000Z',
          number: `OT-${owner.businessId.slice(0, 8).toUpperCase()}-0001`,
        }),
      ]);
      const charges = await chargesOf(owner.businessId);
      expect(charges.map((c) => [c.amount, c.status])).toEqual([[2025, 'succeeded']]);
      const cards = await t.app.inject({
        method: 'GET',
        url: '/api/v1/cards',
        headers: bearer(await owner.token()),
      });
      expect(cards.json().data.cards.map((c: { last4: string }) => c.last4)).toEqual(['4242']);
      const receipt = t.mails.find((m) => m.to === owner.user.email);
      expect(receipt?.subject).toBe('Your OpenTip Business receipt: €20.25');
      expect(receipt?.text).toContain('Paid until: April 10, 2026');
      expect(await businessEntitlement(db(), owner.user.id, clock.now())).toEqual({
        entitled: true,
        status: 'active',
      });
    });

    it("mails the receipt in the owner's language, amounts and dates in its locale", async () => {
      const owner = await newBusiness(db(), clock.now);
      await db().update(users).set({ lang: 'ar' }).where(eq(users.id, owner.user.id));
      const paymentMethod = await sandboxToken(t.app);
      const res = await billingCalls(t.app, owner).subscribe({
        planId: 'monthly',
        currency: 'EUR',
        paymentMethod,
      });
      expect(res.statusCode).toBe(200);
      const receipt = t.mails.find((m) => m.to === owner.user.email);
      expect(receipt?.subject).toBe(`إيصال اشتراكك في OpenTip Business: ${formatMoney(2700, 'EUR', 'ar')}`);
      expect(receipt?.text).toContain('مدفوع حتى: 10 أبريل 2026');
      expect(receipt?.html).toContain('<html lang="ar" dir="rtl">');
    });

    it('the same Idempotency-Key and body answer the same with one charge; another body with it is refused', async () => {
      const owner = await newBusiness(db(), clock.now);
      const card = await sandboxToken(t.app);
      const calls = billingCalls(t.app, owner);
      const body = { planId: 'yearly', currency: 'GBP', paymentMethod: card };
      const first = await calls.subscribe(body, 'subscribe-key-0001');
      const retry = await calls.subscribe(body, 'subscribe-key-0001');
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(first.json().data.subscription).toMatchObject({
        amount: 24000,
        currentPeriodEnd: '2027-03-10T09:00:00.000Z',
      });
      expect((await chargesOf(owner.businessId)).length).toBe(1);
      const other = await calls.subscribe({ ...body, planId: 'monthly' }, 'subscribe-key-0001');
      expect(other.statusCode).toBe(422);
      expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      const twice = await calls.subscribe(body, 'subscribe-key-0002');
      expect([twice.statusCode, twice.json().message]).toEqual([
        409,
        'Your business already has an active subscription.',
      ]);
      const missing = await t.app.inject({
        method: 'POST',
        url: `/api/v1/business/${owner.businessId}/subscription`,
        headers: bearer(await owner.token()),
        payload: body,
      });
      expect(missing.statusCode).toBe(400);
      expect((await chargesOf(owner.businessId)).length).toBe(1);
    });

    it('while another attempt with another key is paying (a second tab), a new one is refused and charges nothing', async () => {
      const owner = await newBusiness(db(), clock.now);
      const calls = billingCalls(t.app, owner);
      // The other tab's request, recorded a second ago and not yet answered: its payment is under way.
      await db()
        .insert(billingRequests)
        .values({
          businessId: owner.businessId,
          idempotencyKey: 'other-tab-key',
          requestHash: 'x',
          createdAt: new Date(clock.now().getTime() - 1000),
        });
      const body = { planId: 'monthly', currency: 'USD', paymentMethod: await sandboxToken(t.app) };
      const waiting = await calls.subscribe(body, 'second-tab-key');
      expect([waiting.statusCode, waiting.json().code]).toEqual([409, 'SUBSCRIPTION_PAYMENT_IN_PROGRESS']);
      expect(waiting.json().message).toMatch(/^Another payment for this subscription is in progress/);
      expect(await chargesOf(owner.businessId)).toEqual([]);
      // An attempt that never finished (its process died) holds back others for a minute only; the
      // refused attempt left nothing behind, so its own key is simply tried again.
      clock.set(new Date(clock.now().getTime() + 61_000));
      const later = await calls.subscribe(body, 'second-tab-key');
      expect(later.statusCode).toBe(200);
      expect((await chargesOf(owner.businessId)).length).toBe(1);
    });

    it('a declined card is answered 402 and changes nothing; a saved card can be used instead', async () => {
      const owner = await newBusiness(db(), clock.now);
      await newPromo(db(), { code: 'DECLINED10', value: 10 }, clock.now());
      const calls = billingCalls(t.app, owner);
      const declined = await sandboxToken(t.app, TEST_CARDS.noFunds);
      const res = await calls.subscribe({
        planId: 'monthly',
        currency: 'USD',
        paymentMethod: declined,
        promoCode: 'DECLINED10',
      });
      expect([res.statusCode, res.json().message]).toEqual([402, 'Your card has insufficient funds.']);
      const after = (await calls.get()).json().data;
      expect(after.subscription.status).toBe('trialing');
      expect(after.invoices).toEqual([]);
      const [promo] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'DECLINED10'));
      expect(promo?.redemptions).toBe(0);

      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/v1/cards',
        headers: bearer(await owner.token()),
        payload: { paymentMethod: await sandboxToken(t.app) },
      });
      const savedCardId = saved.json().data.card.id as string;
      const ok = await calls.subscribe({
        planId: 'monthly',
        currency: 'USD',
        savedCardId,
        promoCode: 'DECLINED10',
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().data.invoices[0].amount).toBe(2610);
      const strangers = await newBusiness(db(), clock.now);
      const notMine = await billingCalls(t.app, strangers).subscribe({
        planId: 'monthly',
        currency: 'USD',
        savedCardId,
      });
      expect([notMine.statusCode, notMine.json().message]).toEqual([404, 'Card not found.']);
    });

    it('bad input: no plan, both or neither card, an unknown currency', async () => {
      const owner = await newBusiness(db(), clock.now);
      const calls = billingCalls(t.app, owner);
      const card = await sandboxToken(t.app);
      const cases: [Record<string, unknown>, string][] = [
        [{ currency: 'USD', paymentMethod: card }, 'Please choose a plan.'],
        [{ planId: 'weekly', currency: 'USD', paymentMethod: card }, 'Please choose a plan.'],
        [{ planId: 'monthly', currency: 'USD' }, 'Please enter your card details again.'],
        [{ planId: 'monthly', currency: 'ZZZ', paymentMethod: card }, 'Please select a supported currency'],
        [
          { planId: 'monthly', currency: 'USD', paymentMethod: 'tok_not_ours' },
          'Please enter your card details again.',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await calls.subscribe(body);
        expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message]);
      }
    });

    it('a card asking for 3-D Secure answers nextAction; once confirmed, the same request completes it', async () => {
      const owner = await newBusiness(db(), clock.now);
      const calls = billingCalls(t.app, owner);
      const card = await sandboxToken(t.app, TEST_CARDS.authentication);
      const body = { planId: 'monthly', currency: 'AED', paymentMethod: card };
      const first = await calls.subscribe(body, 'three-d-secure-1');
      expect(first.statusCode).toBe(200);
      expect(first.json().data.nextAction).toEqual({
        type: 'authenticate',
        clientSecret: expect.any(String),
      });
      expect(first.json().data.subscription.status).toBe('trialing');
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/authenticate',
        payload: { clientSecret: first.json().data.nextAction.clientSecret, result: 'complete' },
      });
      expect(confirmed.statusCode).toBe(200);
      const done = await calls.subscribe(body, 'three-d-secure-1');
      expect(done.statusCode).toBe(200);
      expect(done.json().data.nextAction).toBeNull();
      expect(done.json().data.subscription).toMatchObject({
        status: 'active',
        amount: 10900,
        currency: 'AED',
      });
      expect((await chargesOf(owner.businessId)).map((c) => c.status)).toEqual(['succeeded']);
    });
  });
});
