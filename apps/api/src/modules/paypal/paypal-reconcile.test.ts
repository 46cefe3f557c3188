import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tips } from '../../db/schema/payments.ts';
import { sandboxProviderRecords } from '../../db/schema/payouts.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import type { PaypalProvider } from '../../integrations/payments/paypal/paypal-provider.ts';
import { createPaypalSandbox } from '../../integrations/payments/paypal/paypal-sandbox.ts';
import { FakePaypal, paypalProviderOn } from '../../../test/fake-paypal.ts';
import { bearer, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { giveTip, ledgerBalance, newKey, unbalancedLedgerTransactions } from '../../../test/tips-fixtures.ts';
import { reconcilePendingTips } from '../transactions/reconcile-tips.service.ts';
import { tipProvidersFrom } from '../transactions/tip-providers.ts';

const later = (ms: number) => new Date(Date.now() + ms);

/** The provider, except that the process "dies" right after PayPal answered while `crash()` holds. */
function dyingCopy(real: () => PaypalProvider, crash: () => boolean): PaypalProvider {
  return {
    name: 'paypal',
    get local() {
      return real().local;
    },
    get webhooks() {
      return real().webhooks;
    },
    get publishableKey() {
      return real().publishableKey;
    },
    paymentTypes: (currency) => real().paymentTypes(currency),
    amountStep: (currency) => real().amountStep(currency),
    acceptsPaymentMethod: (token) => real().acceptsPaymentMethod(token),
    cardFingerprint: (token) => real().cardFingerprint(token),
    cancelCharge: (request) => real().cancelCharge(request),
    refund: (request) => real().refund(request),
    transfer: (request) => real().transfer(request),
    payout: (request) => real().payout(request),
    async charge(request) {
      const outcome = await real().charge(request);
      if (crash()) throw new Error('process died after PayPal created the order');
      return outcome;
    },
    async findCharge(request) {
      const outcome = await real().findCharge(request);
      if (crash()) throw new Error('process died after PayPal captured');
      return outcome;
    },
  };
}

const HOURS = 3_600_000;

describe('PayPal: a crash between the capture and the commit', () => {
  let t: TestApp;
  let sandbox: PaypalProvider;
  let receiver: UserRow;
  /** When set, the process "dies" right after PayPal answered: the capture never reaches the ledger. */
  let crash = false;

  beforeAll(async () => {
    const dying = dyingCopy(
      () => sandbox,
      () => crash,
    );
    t = await createTestApp({ deps: { paypal: dying } });
    sandbox = createPaypalSandbox({ db: t.database.db, now: () => new Date() });
    const created = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
    receiver = created.user;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/paypal/account',
      headers: bearer(created.token),
      payload: { email: 'crash@example.com' },
    });
  });
  afterAll(() => t.close());

  const tipBody = (amount = 3000) => ({ payee: receiver.id, amount, currency: 'EUR', paymentType: 'paypal' });

  it("the captured payment is settled by reconciliation from PayPal's record, once", async () => {
    const key = newKey();
    const { orderId } = (await giveTip(t.app, { key, body: tipBody() })).json().data.nextAction;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/paypal-sandbox/orders/${orderId}`,
      payload: { result: 'approve' },
    });
    crash = true;
    expect((await giveTip(t.app, { key, body: tipBody() })).statusCode).toBe(500);
    crash = false;
    const [order] = await t.database.db
      .select()
      .from(sandboxProviderRecords)
      .where(eq(sandboxProviderRecords.id, orderId));
    expect(order?.status).toBe('COMPLETED');
    const [waiting] = await t.database.db.select().from(tips).where(eq(tips.providerPaymentId, orderId));
    expect(waiting?.status).toBe('requiresAction');
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}:paypal`, 'EUR')).toBe(0);

    const run = () =>
      reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(createSandboxProvider(t.database.db), sandbox),
        now: later(2 * HOURS),
      });
    expect(await run()).toMatchObject({ settled: 1 });
    expect(await run()).toEqual({ settled: 0, abandoned: 0, stillPending: 0 });
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}:paypal`, 'EUR')).toBe(-2850);

    const retry = await giveTip(t.app, { key, body: tipBody() });
    expect(retry.json().data.transaction).toMatchObject({ id: waiting!.id, status: 'succeeded' });
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}:paypal`, 'EUR')).toBe(-2850);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('an order created just before a crash is found by its request id; never approved, it is given up', async () => {
    const key = newKey();
    crash = true;
    expect((await giveTip(t.app, { key, body: tipBody(1200) })).statusCode).toBe(500);
    crash = false;
    const [pending] = await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key));
    expect(pending?.status).toBe('pending');
    const run = (at: Date) =>
      reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(createSandboxProvider(t.database.db), sandbox),
        now: at,
      });
    await run(later(5 * 60_000));
    const [waiting] = await t.database.db.select().from(tips).where(eq(tips.id, pending!.id));
    expect(waiting?.status).toBe('requiresAction');
    expect(await run(later(2 * HOURS))).toMatchObject({ abandoned: 1 });
    const [closed] = await t.database.db.select().from(tips).where(eq(tips.id, pending!.id));
    expect(closed).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    // The giver approving it afterwards moves no money: it is never captured.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/payments/paypal-sandbox/orders/${closed!.providerPaymentId}`,
          payload: { result: 'approve' },
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('PayPal mode: a crash between the capture and the commit', () => {
  const fake = new FakePaypal();
  let t: TestApp;
  let paypal: PaypalProvider;
  let receiver: UserRow;
  let crash = false;

  beforeAll(async () => {
    paypal = await paypalProviderOn(fake);
    t = await createTestApp({
      deps: {
        paypal: dyingCopy(
          () => paypal,
          () => crash,
        ),
      },
    });
    const created = await createUser(t.database.db, { userType: 'payee', accountType: 'individual' });
    receiver = created.user;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/paypal/account',
      headers: bearer(created.token),
      payload: { email: 'sdk@example.com' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("PayPal's completed order settles the tip through reconciliation; the resend gets the same answer", async () => {
    const key = newKey();
    const body = { payee: receiver.id, amount: 2500, currency: 'GBP', paymentType: 'paypal' };
    const { orderId } = (await giveTip(t.app, { key, body })).json().data.nextAction;
    fake.approve(orderId);
    crash = true;
    expect((await giveTip(t.app, { key, body })).statusCode).toBe(500);
    crash = false;
    expect(fake.orders.get(orderId)?.status).toBe('COMPLETED');
    const owed = () => ledgerBalance(t.database.db, `receiver:${receiver.id}:paypal`, 'GBP');
    expect(await owed()).toBe(0);

    const run = () =>
      reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(createSandboxProvider(t.database.db), paypal),
        now: later(2 * HOURS),
      });
    expect(await run()).toMatchObject({ settled: 1 });
    expect(await run()).toEqual({ settled: 0, abandoned: 0, stillPending: 0 });
    expect(await owed()).toBe(-2375);
    const resent = await giveTip(t.app, { key, body });
    expect(resent.json().data.transaction.status).toBe('succeeded');
    expect(fake.captures.size).toBe(1);
    expect(await owed()).toBe(-2375);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });
});
