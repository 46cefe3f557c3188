import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { promoCodes, promoRedemptions } from '../../db/schema/billing.ts';
import { sandboxCharges } from '../../db/schema/payments.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxToken, TEST_CARDS } from '../../../test/tips-fixtures.ts';
import { billingCalls, newBusiness, newPromo, testClock } from './billing-test-helpers.ts';

const clock = testClock(new Date('2026-05-04T10:00:00Z'));

// On PostgreSQL (TEST_DATABASE_URL) the 20 requests really run at once on a pool of connections;
// on PGlite the database serializes them, but the requests still interleave at every await.
describe('a promo code with a limit, many businesses subscribing at once', () => {
  let t: TestApp;
  const jobs = createInlineJobQueue();
  beforeAll(async () => {
    t = await createTestApp({ deps: { now: clock.now, jobs } });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function uses(code: string) {
    const [promo] = await db().select().from(promoCodes).where(eq(promoCodes.code, code));
    if (!promo) throw new Error(`no promo code ${code}`);
    const [rows] = await db()
      .select({ n: count() })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.promoCodeId, promo.id));
    return { counter: promo.redemptions, rows: rows?.n ?? 0 };
  }

  async function owners(n: number, card: string = TEST_CARDS.ok) {
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const owner = await newBusiness(db(), clock.now, `Racing Bar ${i}`);
        return { owner, card: await sandboxToken(t.app, card) };
      }),
    );
  }

  const subscribe = (racer: Awaited<ReturnType<typeof owners>>[number], promoCode: string) =>
    billingCalls(t.app, racer.owner).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: racer.card,
      promoCode,
    });

  it('20 businesses race a one-use code: one gets the discount, 19 are told it is used up and pay nothing', async () => {
    await newPromo(db(), { code: 'ONLYONE', value: 50, maxRedemptions: 1 }, clock.now());
    const racers = await owners(20);
    const answers = await Promise.all(racers.map((racer) => subscribe(racer, 'ONLYONE')));

    const paid = answers.filter((a) => a.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.json().data.invoices[0]).toMatchObject({ amount: 1450, status: 'paid' });
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused.map((a) => [a.statusCode, a.json().code, a.json().message])).toEqual(
      Array(19).fill([409, 'PROMO_CODE_USED_UP', 'This promo code has been used up.']),
    );
    const charges = await db()
      .select()
      .from(sandboxCharges)
      .where(
        inArray(
          sandboxCharges.intentId,
          racers.map((r) => r.owner.businessId),
        ),
      );
    expect(charges.map((c) => [c.amount, c.status])).toEqual([[1450, 'succeeded']]);
    expect(await uses('ONLYONE')).toEqual({ counter: 1, rows: 1 });
  });

  it('a code with 3 uses, 20 at once: exactly 3 discounts, the counter equals the redemptions', async () => {
    await newPromo(db(), { code: 'THREEOFF', kind: 'freeMonths', value: 2, maxRedemptions: 3 }, clock.now());
    const answers = await Promise.all((await owners(20)).map((racer) => subscribe(racer, 'threeoff')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.json().code === 'PROMO_CODE_USED_UP')).toHaveLength(17);
    expect(await uses('THREEOFF')).toEqual({ counter: 3, rows: 3 });
  });

  it('a declined card gives the use back: another business can then redeem the code', async () => {
    await newPromo(db(), { code: 'SECONDCHANCE', value: 10, maxRedemptions: 1 }, clock.now());
    const [declined] = await owners(1, TEST_CARDS.noFunds);
    const [next] = await owners(1);
    const refused = await subscribe(declined!, 'SECONDCHANCE');
    expect([refused.statusCode, refused.json().code]).toEqual([402, 'INSUFFICIENT_FUNDS']);
    expect(await uses('SECONDCHANCE')).toEqual({ counter: 0, rows: 0 });

    const paid = await subscribe(next!, 'SECONDCHANCE');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.invoices[0].amount).toBe(2610);
    expect(await uses('SECONDCHANCE')).toEqual({ counter: 1, rows: 1 });
  });

  it('a payment waiting for 3-D Secure holds the use; failing the bank step gives it back', async () => {
    await newPromo(db(), { code: 'HELDFORYOU', value: 10, maxRedemptions: 1 }, clock.now());
    const [waiting] = await owners(1, TEST_CARDS.authentication);
    const [other] = await owners(1);
    const body = {
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: waiting!.card,
      promoCode: 'HELDFORYOU',
    };
    const asked = await billingCalls(t.app, waiting!.owner).subscribe(body, 'held-by-3ds');
    expect(asked.json().data.nextAction).toMatchObject({ type: 'authenticate' });
    expect(await uses('HELDFORYOU')).toEqual({ counter: 1, rows: 1 });
    const meanwhile = await subscribe(other!, 'HELDFORYOU');
    expect([meanwhile.statusCode, meanwhile.json().code]).toEqual([409, 'PROMO_CODE_USED_UP']);

    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/authenticate',
      payload: { clientSecret: asked.json().data.nextAction.clientSecret, result: 'fail' },
    });
    expect(failed.statusCode).toBe(200);
    const retried = await billingCalls(t.app, waiting!.owner).subscribe(body, 'held-by-3ds');
    expect(retried.statusCode).toBe(402);
    expect(await uses('HELDFORYOU')).toEqual({ counter: 0, rows: 0 });
    expect((await subscribe(other!, 'HELDFORYOU')).statusCode).toBe(200);
    expect(await uses('HELDFORYOU')).toEqual({ counter: 1, rows: 1 });
  });

  describe('a 3-D Secure challenge abandoned (the clock moved, the billing job run)', () => {
    const HOUR = 3_600_000;
    const later = (hours: number) => clock.set(new Date(clock.now().getTime() + hours * HOUR));
    const bankStep = (clientSecret: string, result: 'complete' | 'fail') =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/authenticate',
        payload: { clientSecret, result },
      });

    async function waitForBank(code: string, key: string) {
      const [waiting] = await owners(1, TEST_CARDS.authentication);
      const body = { planId: 'monthly', currency: 'USD', paymentMethod: waiting!.card, promoCode: code };
      const asked = await billingCalls(t.app, waiting!.owner).subscribe(body, key);
      expect(asked.json().data.nextAction).toMatchObject({ type: 'authenticate' });
      const retry = () => billingCalls(t.app, waiting!.owner).subscribe(body, key);
      return { clientSecret: asked.json().data.nextAction.clientSecret as string, retry };
    }

    it('after 23 hours the waiting payment is given up: the use is free for another business, a late bank step is refused', async () => {
      await newPromo(db(), { code: 'WAITEDTOOLONG', value: 50, maxRedemptions: 1 }, clock.now());
      const abandoned = await waitForBank('WAITEDTOOLONG', 'abandoned-3ds');
      const [other] = await owners(1);

      later(22);
      await jobs.send('billing-renew-due', {});
      expect(await uses('WAITEDTOOLONG')).toEqual({ counter: 1, rows: 1 });
      expect((await subscribe(other!, 'WAITEDTOOLONG')).json().code).toBe('PROMO_CODE_USED_UP');

      later(1.5);
      await jobs.send('billing-renew-due', {});
      expect(await uses('WAITEDTOOLONG')).toEqual({ counter: 0, rows: 0 });
      const [pending] = await db()
        .select()
        .from(promoRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(eq(promoCodes.code, 'WAITEDTOOLONG'));
      expect(pending).toBeUndefined();

      const late = await bankStep(abandoned.clientSecret, 'complete');
      expect([late.statusCode, late.json().code]).toEqual([409, 'AUTHENTICATION_ALREADY_DECIDED']);
      const taken = await subscribe(other!, 'WAITEDTOOLONG');
      expect(taken.statusCode).toBe(200);
      expect(taken.json().data.invoices[0]).toMatchObject({ amount: 1450, status: 'paid' });
      expect(await uses('WAITEDTOOLONG')).toEqual({ counter: 1, rows: 1 });

      const retried = await abandoned.retry();
      expect([retried.statusCode, retried.json().code]).toEqual([409, 'PROMO_CODE_USED_UP']);
    });

    it('a payment the bank completed in time keeps its use: the owner coming back a day later is subscribed', async () => {
      await newPromo(db(), { code: 'CAMEBACK', value: 50, maxRedemptions: 1 }, clock.now());
      const completed = await waitForBank('CAMEBACK', 'completed-3ds');
      expect((await bankStep(completed.clientSecret, 'complete')).statusCode).toBe(200);

      later(24);
      await jobs.send('billing-renew-due', {});
      expect(await uses('CAMEBACK')).toEqual({ counter: 1, rows: 1 });
      const back = await completed.retry();
      expect(back.statusCode).toBe(200);
      expect(back.json().data).toMatchObject({ subscription: { status: 'active' }, nextAction: null });
    });
  });
});
