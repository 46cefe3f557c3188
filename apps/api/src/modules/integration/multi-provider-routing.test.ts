import { and, eq } from 'drizzle-orm';
import { MESSAGES, messageText, type MessageKey } from '@opentip/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { paymentAccounts, tips } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createGiver,
  createReceiver,
  createTeam,
  giveTip,
  ledgerBalance,
  newKey,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import { guestPageInput } from '../../lib/guest-page/guest-page-data.ts';
import { loadConfig } from '../../config.ts';
import { reconcilePendingTips } from '../transactions/reconcile-tips.service.ts';
import { refundTip } from '../transactions/refund-tip.service.ts';
import { tipProvidersFrom } from '../transactions/tip-providers.ts';
import { fakeProvider, type FakeProvider } from './destination-test-helpers.ts';
import { saveLinkedAccount } from './linked-accounts.ts';

const PUBLIC_URL = 'https://opentip.test';

/** The message key of an error answer, found by its text (the envelope carries the text). */
function keyOf(res: { json(): { message?: string } }): string | undefined {
  const text = res.json().message;
  return (Object.keys(MESSAGES) as MessageKey[]).find((key) => messageText(key) === text);
}

describe("tips go through the receiver's destination provider", () => {
  let t: TestApp;
  let paypal: FakeProvider;
  let flutterwave: FakeProvider;
  const db = () => t.database.db;

  beforeAll(async () => {
    paypal = fakeProvider('paypal', { currencies: ['USD', 'EUR'], types: () => ['paypal'] });
    flutterwave = fakeProvider('flutterwave', {
      currencies: ['KES', 'NGN', 'USD'],
      types: (currency) => (currency === 'KES' ? ['card', 'mobileMoney'] : ['card']),
    });
    t = await createTestApp({ env: { PUBLIC_URL }, deps: { paypal, flutterwave } });
  });
  afterAll(() => t.close());

  const linkPaypal = (user: UserRow, email = `${user.id}@paypal.example`) =>
    saveLinkedAccount(db(), {
      userId: user.id,
      provider: 'paypal',
      accountId: email,
      label: 'p•••@paypal.example',
      currency: null,
      details: null,
      ready: true,
    });
  const linkMpesa = (user: UserRow) =>
    saveLinkedAccount(db(), {
      userId: user.id,
      provider: 'flutterwave',
      accountId: `fw_${user.id}`,
      label: 'M-Pesa +254 7·· ··· 123',
      currency: 'KES',
      details: { network: 'MPESA', phone: '+254700000123' },
      ready: true,
    });
  const choose = (token: string, provider: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/payout-accounts/destination',
      headers: bearer(token),
      payload: { provider },
    });
  const ways = (payee: string, currency: string) =>
    t.app.inject({ url: `/api/v1/payments/ways?payee=${encodeURIComponent(payee)}&currency=${currency}` });
  const tipRow = async (key: string) =>
    (await db().select().from(tips).where(eq(tips.idempotencyKey, key)))[0]!;
  /** A card-rail receiver who also linked PayPal and chose it: their tips go to PayPal. */
  async function paypalReceiver() {
    const receiver = await createReceiver(db());
    await linkPaypal(receiver.user);
    expect((await choose(receiver.token, 'paypal')).statusCode).toBe(200);
    return receiver;
  }

  describe('linked accounts', () => {
    it('makes the first account linked the destination; a later one never takes it', async () => {
      const receiver = await createReceiver(db());
      const saved = await linkPaypal(receiver.user);
      expect(saved).toMatchObject({ isDestination: false, becameReady: true });
      const res = await t.app.inject({ url: '/api/v1/payout-accounts', headers: bearer(receiver.token) });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.destination).toBe('sandbox');
      expect(data.cardRail).toBe('sandbox');
      expect(data.accounts).toEqual([
        expect.objectContaining({ provider: 'sandbox', ready: true, isDestination: true }),
        expect.objectContaining({
          provider: 'paypal',
          label: 'p•••@paypal.example',
          ready: true,
          isDestination: false,
        }),
      ]);

      const fresh = await createGiver(db(), { userType: 'payee', accountType: 'individual' });
      expect(await linkMpesa(fresh.user)).toMatchObject({ isDestination: true, becameReady: true });
      const [user] = await db().select().from(users).where(eq(users.id, fresh.user.id));
      expect(user?.stripeConnectedAccountId).toBe(`fw_${fresh.user.id}`);
      // Linking the card rail afterwards (POST /user/checkStripAccount) leaves the destination.
      const linked = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/checkStripAccount',
        headers: bearer(fresh.token),
      });
      expect(linked.statusCode).toBe(200);
      const rows = await db().select().from(paymentAccounts).where(eq(paymentAccounts.userId, fresh.user.id));
      expect(rows.map((r) => [r.provider, r.isDestination]).sort()).toEqual([
        ['flutterwave', true],
        ['sandbox', false],
      ]);
      const connected = await t.app.inject({
        url: `/api/v1/integration/getstripeConnectedId?userId=${fresh.user.id}`,
      });
      expect(connected.json().data.user.stripeConnectedAccountId).toBe(`fw_${fresh.user.id}`);
    });

    it('tells the receiver once when an account becomes ready', async () => {
      const receiver = await createGiver(db(), { userType: 'payee', accountType: 'individual' });
      const link = (ready: boolean) =>
        saveLinkedAccount(db(), {
          userId: receiver.user.id,
          provider: 'paypal',
          accountId: `once-${receiver.user.id}@paypal.example`,
          label: null,
          currency: null,
          details: null,
          ready,
        });
      expect((await link(false)).becameReady).toBe(false);
      expect((await link(true)).becameReady).toBe(true);
      expect((await link(true)).becameReady).toBe(false);
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, receiver.user.id), eq(notifications.type, 'payoutLinked')));
      expect(told).toHaveLength(1);
      expect(told[0]?.data).toEqual({ provider: 'paypal' });
    });

    it('refuses an account someone else linked (409)', async () => {
      const first = await createReceiver(db());
      const second = await createReceiver(db());
      await linkPaypal(first.user, 'shared@paypal.example');
      await expect(linkPaypal(second.user, 'shared@paypal.example')).rejects.toMatchObject({
        status: 409,
        key: 'payoutAccountTaken',
      });
    });

    it('moves the destination only to a linked account that is ready, and only for receivers', async () => {
      const receiver = await createReceiver(db());
      expect(keyOf(await choose(receiver.token, 'flutterwave'))).toBe('payoutAccountNotLinked');
      expect((await choose(receiver.token, 'flutterwave')).statusCode).toBe(404);
      expect((await choose(receiver.token, 'stripe')).statusCode).toBe(404);
      const bad = await choose(receiver.token, 'bitcoin');
      expect(bad.statusCode).toBe(400);
      expect(keyOf(bad)).toBe('payoutProviderInvalid');
      await saveLinkedAccount(db(), {
        userId: receiver.user.id,
        provider: 'paypal',
        accountId: `pending-${receiver.user.id}`,
        label: null,
        currency: null,
        details: null,
        ready: false,
      });
      const notReady = await choose(receiver.token, 'paypal');
      expect(notReady.statusCode).toBe(400);
      expect(keyOf(notReady)).toBe('payoutAccountNotReady');

      const giver = await createGiver(db());
      const refused = await choose(giver.token, 'paypal');
      expect(refused.statusCode).toBe(403);
      expect(keyOf(refused)).toBe('onlyReceiversLinkAccounts');

      await linkPaypal(receiver.user);
      const moved = await choose(receiver.token, 'paypal');
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.destination).toBe('paypal');
      const back = await choose(receiver.token, 'sandbox');
      expect(back.json().data.accounts.filter((a: { isDestination: boolean }) => a.isDestination)).toEqual([
        expect.objectContaining({ provider: 'sandbox' }),
      ]);
    });
  });

  describe('GET /payments/ways', () => {
    it("answers the destination provider's ways in a currency, with mobile-money networks", async () => {
      const card = await createReceiver(db());
      expect((await ways(card.user.payeeCode, 'USD')).json().data).toEqual({
        provider: 'sandbox',
        paymentTypes: ['card', 'applePay', 'googlePay'],
        mobileMoneyNetworks: [],
        publicKey: null,
      });
      const pp = await paypalReceiver();
      expect((await ways(pp.user.id, 'USD')).json().data).toEqual({
        provider: 'paypal',
        paymentTypes: ['paypal'],
        mobileMoneyNetworks: [],
        publicKey: 'paypal-public-key',
      });
      expect((await ways(pp.user.uniqueId, 'NGN')).json().data.paymentTypes).toEqual([]);

      const fw = await createGiver(db(), { userType: 'payee', accountType: 'individual' });
      await linkMpesa(fw.user);
      expect((await ways(fw.user.id, 'KES')).json().data).toEqual({
        provider: 'flutterwave',
        paymentTypes: ['card', 'mobileMoney'],
        mobileMoneyNetworks: ['MPESA'],
        publicKey: 'flutterwave-public-key',
      });
      const nobody = await createGiver(db(), { userType: 'payee', accountType: 'individual' });
      expect((await ways(nobody.user.id, 'USD')).json().data).toEqual({
        provider: null,
        paymentTypes: [],
        mobileMoneyNetworks: [],
        publicKey: null,
      });
      expect((await ways('NO-SUCH-CODE', 'USD')).statusCode).toBe(404);
      expect((await ways(card.user.id, 'usd!')).statusCode).toBe(400);
    });

    it("is inlined in the guest page's data, in the receiver's own currency", async () => {
      const pp = await paypalReceiver();
      await db().update(users).set({ currency: 'EUR' }).where(eq(users.id, pp.user.id));
      const input = await guestPageInput({
        db: db(),
        config: loadConfig({ NODE_ENV: 'test' }),
        payments: createSandboxProvider(db()),
        providers: tipProvidersFrom(createSandboxProvider(db()), paypal, flutterwave),
        payeeCode: pp.user.payeeCode,
        language: 'en',
        fullApp: { scripts: [], styles: [] },
      });
      expect(input.payee?.id).toBe(pp.user.id);
      expect(input.paymentWays).toEqual({
        provider: 'paypal',
        paymentTypes: ['paypal'],
        mobileMoneyNetworks: [],
        publicKey: 'paypal-public-key',
      });
      expect(input.connectedAccountId).toBe(`${pp.user.id}@paypal.example`);
    });
  });

  describe('creating a tip', () => {
    it("routes a PayPal receiver's tip to PayPal and credits receiver:<id>:paypal", async () => {
      const receiver = await paypalReceiver();
      const key = newKey();
      const body = {
        payee: receiver.user.payeeCode,
        amount: 1000,
        currency: 'USD',
        paymentType: 'paypal',
        email: 'guest@example.com',
      };
      const first = await giveTip(t.app, { key, body });
      expect(first.statusCode).toBe(200);
      const tip = await tipRow(key);
      expect(first.json().data.nextAction).toEqual({ type: 'approvePaypal', orderId: `order_${tip.id}` });
      expect(tip).toMatchObject({
        provider: 'paypal',
        paymentMethod: 'paypal',
        status: 'requiresAction',
        destinationAccountId: `${receiver.user.id}@paypal.example`,
      });
      expect(paypal.charges.at(-1)).toMatchObject({
        intentId: tip.id,
        paymentType: 'paypal',
        paymentMethod: 'paypal',
        payerEmail: 'guest@example.com',
        returnUrl: `${PUBLIC_URL}/publicFlutterwave?tip=${tip.id}`,
        mobileMoney: null,
        customerId: null,
      });

      paypal.approve(tip.id);
      const done = await giveTip(t.app, { key, body });
      expect(done.statusCode).toBe(200);
      expect(done.json().data.transaction.status).toBe('succeeded');
      expect(await ledgerBalance(db(), `receiver:${receiver.user.id}:paypal`)).toBe(-tip.netAmount);
      expect(await ledgerBalance(db(), `receiver:${receiver.user.id}`)).toBe(0);
      expect(await ledgerBalance(db(), 'providerClearing:paypal')).toBeGreaterThanOrEqual(tip.totalAmount);
      expect(await unbalancedLedgerTransactions(db())).toEqual([]);

      // The dashboard counts the card rail's and PayPal's tips together.
      expect((await choose(receiver.token, 'sandbox')).statusCode).toBe(200);
      const cardKey = newKey();
      const card = await giveTip(t.app, {
        key: cardKey,
        body: {
          payee: receiver.user.id,
          amount: 500,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app),
        },
      });
      expect(card.json().data.transaction.status).toBe('succeeded');
      const cardTip = await tipRow(cardKey);
      expect(cardTip.provider).toBe('sandbox');
      expect(await ledgerBalance(db(), `receiver:${receiver.user.id}`)).toBe(-cardTip.netAmount);
      const balance = await t.app.inject({
        url: '/api/v1/payee/getBalance',
        headers: bearer(receiver.token),
      });
      expect(balance.json().data.balance).toMatchObject({
        currency: 'USD',
        todayTips: 2,
        total: tip.netAmount + cardTip.netAmount,
      });
    });

    it('refuses a way the provider does not take (paymentWayUnavailable) and a currency it takes no way', async () => {
      const receiver = await paypalReceiver();
      const card = await giveTip(t.app, {
        body: {
          payee: receiver.user.id,
          amount: 1000,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app),
        },
      });
      expect(card.statusCode).toBe(400);
      expect(keyOf(card)).toBe('paymentWayUnavailable');
      const ngn = await giveTip(t.app, {
        body: { payee: receiver.user.id, amount: 1000, currency: 'NGN', paymentType: 'paypal' },
      });
      expect(ngn.statusCode).toBe(400);
      expect(keyOf(ngn)).toBe('currencyNotAccepted');

      const cardRail = await createReceiver(db());
      const wallet = await giveTip(t.app, {
        body: { payee: cardRail.user.id, amount: 1000, currency: 'USD', paymentType: 'paypal' },
      });
      expect(keyOf(wallet)).toBe('paymentWayUnavailable');
      const noCard = await giveTip(t.app, {
        body: { payee: cardRail.user.id, amount: 1000, currency: 'USD', paymentType: 'card' },
      });
      expect(noCard.statusCode).toBe(400);
      expect(keyOf(noCard)).toBe('paymentMethodInvalid');
      expect(await db().select().from(tips).where(eq(tips.receiverUserId, receiver.user.id))).toEqual([]);
    });

    it('sends mobile money with the wallet, storing only the network, and a hosted card checkout with nothing', async () => {
      const receiver = await createGiver(db(), { userType: 'payee', accountType: 'individual' });
      await linkMpesa(receiver.user);
      const giver = await createGiver(db());
      const key = newKey();
      const body = {
        payee: receiver.user.id,
        amount: 50000,
        currency: 'KES',
        paymentType: 'mobileMoney',
        mobileMoney: { network: 'mpesa', phone: '+254711222333' },
      };
      const res = await giveTip(t.app, { key, token: giver.token, body });
      expect(res.statusCode).toBe(200);
      const tip = await tipRow(key);
      expect(tip).toMatchObject({
        provider: 'flutterwave',
        paymentMethod: 'mobileMoney:MPESA',
        currency: 'KES',
      });
      expect(JSON.stringify(tip)).not.toContain('711222333');
      expect(flutterwave.charges.at(-1)).toMatchObject({
        paymentMethod: 'mobileMoney:MPESA',
        mobileMoney: { network: 'MPESA', phone: '+254711222333' },
        payerEmail: giver.user.email,
        returnUrl: `${PUBLIC_URL}/flutterwave?tip=${tip.id}`,
      });

      const wrongNetwork = await giveTip(t.app, {
        body: { ...body, mobileMoney: { network: 'MTN', phone: '+254711222333' } },
      });
      expect(wrongNetwork.statusCode).toBe(400);
      expect(keyOf(wrongNetwork)).toBe('mobileNetworkInvalid');

      const cardKey = newKey();
      const hosted = await giveTip(t.app, {
        key: cardKey,
        body: { payee: receiver.user.id, amount: 50000, currency: 'KES', paymentType: 'card' },
      });
      expect(hosted.statusCode).toBe(200);
      expect(hosted.json().data.nextAction.type).toBe('redirect');
      expect((await tipRow(cardKey)).paymentMethod).toBe('hostedCheckout');
      const withToken = await giveTip(t.app, {
        body: {
          payee: receiver.user.id,
          amount: 50000,
          currency: 'KES',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app),
        },
      });
      expect(withToken.statusCode).toBe(400);
      expect(keyOf(withToken)).toBe('paymentMethodInvalid');
    });

    it("pays a team's pool by card whatever the team account's destination", async () => {
      const team = await createTeam(db());
      await linkPaypal(team.owner.user);
      await choose(team.owner.token, 'paypal');
      const key = newKey();
      const res = await giveTip(t.app, {
        key,
        body: {
          payee: team.owner.user.id,
          amount: 1000,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app),
        },
      });
      expect(res.statusCode).toBe(200);
      expect(await tipRow(key)).toMatchObject({
        provider: 'sandbox',
        creditTo: 'teamPool',
        status: 'succeeded',
      });
    });

    it('answers payeeCannotReceive when the destination is not ready', async () => {
      const receiver = await createGiver(db(), { userType: 'payee', accountType: 'individual' });
      await saveLinkedAccount(db(), {
        userId: receiver.user.id,
        provider: 'paypal',
        accountId: `unready-${receiver.user.id}`,
        label: null,
        currency: null,
        details: null,
        ready: false,
      });
      const res = await giveTip(t.app, {
        body: { payee: receiver.user.id, amount: 1000, currency: 'USD', paymentType: 'paypal' },
      });
      expect(res.statusCode).toBe(409);
      expect(keyOf(res)).toBe('payeeCannotReceive');
    });
  });

  describe('an existing tip stays with its own provider', () => {
    it('is refunded through PayPal after the receiver moved to the card rail', async () => {
      const receiver = await paypalReceiver();
      const key = newKey();
      const body = { payee: receiver.user.id, amount: 2000, currency: 'USD', paymentType: 'paypal' };
      await giveTip(t.app, { key, body });
      paypal.approve((await tipRow(key)).id);
      expect((await giveTip(t.app, { key, body })).json().data.transaction.status).toBe('succeeded');
      expect((await choose(receiver.token, 'sandbox')).statusCode).toBe(200);

      const tip = await tipRow(key);
      const refundsBefore = paypal.refunds.length;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/transactions/${tip.id}/refund`,
        headers: bearer(receiver.token),
        payload: { amount: 500 },
      });
      expect(res.statusCode).toBe(200);
      expect(paypal.refunds.slice(refundsBefore)).toEqual([
        { paymentId: tip.providerPaymentId, amount: 500 },
      ]);
      await refundTip({
        db: db(),
        providers: tipProvidersFrom(createSandboxProvider(db()), paypal),
        tipId: tip.id,
        now: new Date(),
      });
      expect(paypal.refunds.slice(refundsBefore).map((r) => r.amount)).toEqual([500, tip.totalAmount - 500]);
      expect(await ledgerBalance(db(), `receiver:${receiver.user.id}:paypal`)).toBe(0);
      expect(await unbalancedLedgerTransactions(db())).toEqual([]);
    });

    it('is reconciled from PayPal after a crash, though the receiver moved to the card rail', async () => {
      const receiver = await paypalReceiver();
      const key = newKey();
      paypal.crashAfterNextCharge = true;
      const crashed = await giveTip(t.app, {
        key,
        body: { payee: receiver.user.id, amount: 3000, currency: 'USD', paymentType: 'paypal' },
      });
      expect(crashed.statusCode).toBe(500);
      const tip = await tipRow(key);
      expect(tip.status).toBe('pending');
      expect((await choose(receiver.token, 'sandbox')).statusCode).toBe(200);

      paypal.approve(tip.id);
      const providers = tipProvidersFrom(createSandboxProvider(db()), paypal, flutterwave);
      const later = new Date(Date.now() + 120_000);
      const report = await reconcilePendingTips({ db: db(), providers, now: later });
      expect(report.settled).toBeGreaterThanOrEqual(1);
      expect((await tipRow(key)).status).toBe('succeeded');
      expect(await ledgerBalance(db(), `receiver:${receiver.user.id}:paypal`)).toBe(-tip.netAmount);
      expect(await ledgerBalance(db(), `receiver:${receiver.user.id}`)).toBe(0);
    });
  });
});
