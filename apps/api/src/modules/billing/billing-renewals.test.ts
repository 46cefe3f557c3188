import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxCharges } from '../../db/schema/payments.ts';
import { createInlineJobQueue } from '../../jobs/inline-job-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxToken } from '../../../test/tips-fixtures.ts';
import {
  billingCalls,
  newBusiness,
  newPromo,
  setCardBehavior,
  testClock,
  type BusinessOwner,
} from './billing-test-helpers.ts';
import { businessEntitlement } from './entitlement.ts';

const DAY = 86_400_000;

/** Each test has its own clock and app: renewals are driven by moving `now` and running the job. */
async function setUp(start: string) {
  const clock = testClock(new Date(start));
  const jobs = createInlineJobQueue();
  const t = await createTestApp({ deps: { now: clock.now, jobs } });
  const runJob = () => jobs.send('billing-renew-due', {});
  return { clock, t, runJob };
}

describe('sandbox renewals, failed renewals, grace, lapse and cancellation (moved clock)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof testClock>;
  let runJob: () => Promise<void>;
  beforeAll(async () => {
    ({ t, clock, runJob } = await setUp('2026-01-31T12:00:00Z'));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const status = async (owner: BusinessOwner) => (await billingCalls(t.app, owner).get()).json().data;
  const chargeCount = async (owner: BusinessOwner) =>
    (await db().select().from(sandboxCharges).where(eq(sandboxCharges.intentId, owner.businessId))).length;
  const mailsTo = (owner: BusinessOwner) =>
    t.mails.filter((m) => m.to === owner.user.email).map((m) => m.subject);
  const subscribed = async (body: Record<string, unknown> = {}) => {
    const owner = await newBusiness(db(), clock.now);
    const card = await sandboxToken(t.app);
    const res = await billingCalls(t.app, owner).subscribe({
      planId: 'monthly',
      currency: 'USD',
      paymentMethod: card,
      ...body,
    });
    expect(res.statusCode).toBe(200);
    return { owner, card };
  };

  it('renews at the period end with the saved card: a new period (month ends kept) and a receipt', async () => {
    clock.set(new Date('2026-01-31T12:00:00Z'));
    const { owner } = await subscribed();
    expect((await status(owner)).subscription.currentPeriodEnd).toBe('2026-02-28T12:00:00.000Z');
    clock.set(new Date('2026-02-28T11:59:59Z'));
    await runJob();
    expect(await chargeCount(owner)).toBe(1);
    clock.set(new Date('2026-02-28T12:03:00Z'));
    await runJob();
    await runJob();
    const after = await status(owner);
    expect(after.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2026-03-28T12:00:00.000Z',
    });
    expect(
      after.invoices.map((i: { amount: number; status: string; periodStart: string }) => [
        i.amount,
        i.status,
        i.periodStart,
      ]),
    ).toEqual([
      [2900, 'paid', '2026-02-28T12:00:00.000Z'],
      [2900, 'paid', '2026-01-31T12:00:00.000Z'],
    ]);
    expect(await chargeCount(owner)).toBe(2);
    expect(mailsTo(owner)).toEqual([
      'Your OpenTip Business receipt: $29.00',
      'Your OpenTip Business receipt: $29.00',
    ]);
  });

  it('a failed renewal goes past due with 7 days of grace, is retried daily, and paid in grace is active again', async () => {
    clock.set(new Date('2026-03-01T08:00:00Z'));
    const { owner, card } = await subscribed();
    await setCardBehavior(db(), card, 'insufficientFunds');
    clock.set(new Date('2026-04-01T08:05:00Z'));
    await runJob();
    const pastDue = await status(owner);
    expect(pastDue.subscription).toMatchObject({
      status: 'pastDue',
      graceEndsAt: '2026-04-08T08:05:00.000Z',
      entitled: true,
    });
    expect(pastDue.invoices[0]).toMatchObject({
      amount: 2900,
      status: 'failed',
      periodStart: '2026-04-01T08:00:00.000Z',
    });
    expect(mailsTo(owner).at(-1)).toBe('Your OpenTip Business renewal failed');
    const failedMail = t.mails.filter((m) => m.to === owner.user.email).at(-1);
    expect(failedMail?.text).toContain('Everything keeps working until April 8, 2026');
    expect(await businessEntitlement(db(), owner.user.id, clock.now())).toEqual({
      entitled: true,
      status: 'pastDue',
    });

    // Not retried within the day, however often the job runs.
    clock.set(new Date('2026-04-01T20:00:00Z'));
    await runJob();
    expect(await chargeCount(owner)).toBe(2);
    clock.set(new Date('2026-04-02T08:10:00Z'));
    await runJob();
    expect(await chargeCount(owner)).toBe(3);
    expect((await status(owner)).subscription.status).toBe('pastDue');

    await setCardBehavior(db(), card, 'succeed');
    clock.set(new Date('2026-04-03T08:15:00Z'));
    await runJob();
    const paid = await status(owner);
    // The period paid for is the one that was due: the billing day does not move.
    expect(paid.subscription).toMatchObject({
      status: 'active',
      graceEndsAt: null,
      currentPeriodEnd: '2026-05-01T08:00:00.000Z',
    });
    expect(paid.invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
    expect(await chargeCount(owner)).toBe(4);
    expect(mailsTo(owner).at(-1)).toBe('Your OpenTip Business receipt: $29.00');
    // One mail about the failure, not one per retry.
    expect(mailsTo(owner).filter((s) => s.includes('failed'))).toHaveLength(1);
  });

  it('when the grace is over unpaid the subscription lapses: features paused, nothing deleted, subscribing restores', async () => {
    clock.set(new Date('2026-05-01T10:00:00Z'));
    const { owner, card } = await subscribed();
    await setCardBehavior(db(), card, 'decline');
    clock.set(new Date('2026-06-01T10:00:00Z'));
    await runJob();
    for (let day = 1; day <= 6; day++) {
      clock.set(new Date(Date.parse('2026-06-01T10:00:00Z') + day * DAY));
      await runJob();
      expect((await status(owner)).subscription.status).toBe('pastDue');
    }
    clock.set(new Date('2026-06-08T10:00:00Z'));
    // Due but not yet recorded by the job: already not entitled.
    expect(await businessEntitlement(db(), owner.user.id, clock.now())).toEqual({
      entitled: false,
      status: 'lapsed',
    });
    await runJob();
    const lapsed = await status(owner);
    expect(lapsed.subscription).toMatchObject({ status: 'lapsed', entitled: false, planId: 'monthly' });
    expect(lapsed.invoices).toHaveLength(2);
    expect(mailsTo(owner).at(-1)).toBe('Your OpenTip Business subscription has lapsed');
    const charges = await chargeCount(owner);
    clock.set(new Date('2026-06-20T10:00:00Z'));
    await runJob();
    expect(await chargeCount(owner)).toBe(charges);

    const again = await billingCalls(t.app, owner).subscribe({
      planId: 'yearly',
      currency: 'USD',
      paymentMethod: await sandboxToken(t.app),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscription).toMatchObject({
      status: 'active',
      planId: 'yearly',
      currentPeriodEnd: '2027-06-20T10:00:00.000Z',
      entitled: true,
    });
  });

  it('cancel ends the subscription at the period end (resume undoes it before then), with a mail', async () => {
    clock.set(new Date('2026-07-01T09:00:00Z'));
    const { owner } = await subscribed();
    const calls = billingCalls(t.app, owner);
    const cancel = await calls.cancel();
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().message).toBe('Your subscription will end at the end of the current period.');
    expect(cancel.json().data.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      entitled: true,
    });
    expect((await calls.cancel()).json().data.subscription.cancelAtPeriodEnd).toBe(true);
    const resume = await calls.resume();
    expect([resume.statusCode, resume.json().message]).toEqual([
      200,
      'Your subscription will renew as usual.',
    ]);
    expect(resume.json().data.subscription.cancelAtPeriodEnd).toBe(false);
    const notCanceled = await calls.resume();
    expect([notCanceled.statusCode, notCanceled.json().message]).toEqual([
      409,
      'Your subscription is not set to end.',
    ]);

    expect((await calls.cancel()).statusCode).toBe(200);
    clock.set(new Date('2026-08-01T09:01:00Z'));
    await runJob();
    const ended = await status(owner);
    expect(ended.subscription).toMatchObject({ status: 'canceled', entitled: false });
    expect(ended.invoices).toHaveLength(1);
    expect(await chargeCount(owner)).toBe(1);
    expect(mailsTo(owner).at(-1)).toBe('Your OpenTip Business subscription has ended');
    const late = await calls.resume();
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      'Your business has no active subscription.',
    ]);
  });

  it('cancel or resume without a subscription is refused', async () => {
    const owner = await newBusiness(db(), clock.now);
    const res = await billingCalls(t.app, owner).cancel();
    expect([res.statusCode, res.json().code]).toEqual([409, 'SUBSCRIPTION_NOT_ACTIVE']);
    expect((await billingCalls(t.app, owner).resume()).statusCode).toBe(409);
  });

  it('free months: the first months cost nothing (the card is kept), then the plan is charged', async () => {
    clock.set(new Date('2026-09-15T09:00:00Z'));
    await newPromo(db(), { code: 'TWOMONTHS', kind: 'freeMonths', value: 2 }, clock.now());
    const { owner } = await subscribed({ promoCode: 'twomonths', currency: 'EUR' });
    const first = await status(owner);
    expect(first.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: '2026-11-15T09:00:00.000Z',
      amount: 2700,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(first.invoices.map((i: { amount: number }) => i.amount)).toEqual([0]);
    expect(await chargeCount(owner)).toBe(0);
    clock.set(new Date('2026-11-15T09:02:00Z'));
    await runJob();
    const renewed = await status(owner);
    expect(renewed.subscription.currentPeriodEnd).toBe('2026-12-15T09:00:00.000Z');
    expect(renewed.invoices.map((i: { amount: number }) => i.amount)).toEqual([2700, 0]);
  });

  it('a clock moved over several periods renews each one', async () => {
    clock.set(new Date('2027-01-10T09:00:00Z'));
    const { owner } = await subscribed();
    clock.set(new Date('2027-04-11T09:00:00Z'));
    await runJob();
    const after = await status(owner);
    expect(after.subscription.currentPeriodEnd).toBe('2027-05-10T09:00:00.000Z');
    expect(after.invoices).toHaveLength(4);
  });
});
