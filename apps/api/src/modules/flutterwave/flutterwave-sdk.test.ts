import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tips, webhookEvents, webhookFailures } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { loadConfig } from '../../config.ts';
import { createFlutterwaveProvider } from '../../integrations/payments/flutterwave/flutterwave-registry.ts';
import type { FlutterwaveProvider } from '../../integrations/payments/flutterwave/flutterwave-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { bearer, createUser, PROVIDER_UNAVAILABLE_ANSWER } from '../../../test/fixtures.ts';
import {
  FAKE_FLUTTERWAVE_PUBLIC,
  FAKE_FLUTTERWAVE_SECRET,
  FakeFlutterwave,
} from '../../../test/fake-flutterwave.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { creditTip, withdraw } from '../../../test/payouts-fixtures.ts';
import { giveTip, ledgerBalance, newKey, unbalancedLedgerTransactions } from '../../../test/tips-fixtures.ts';
import { reconcilePendingTips } from '../transactions/reconcile-tips.service.ts';
import { tipProvidersFrom } from '../transactions/tip-providers.ts';
import { flutterwaveReceiver, linkFlutterwave, mobileMoneyTip } from './flutterwave-test-helpers.ts';

const SECRET_HASH = 'flw-webhook-secret-hash';

describe('Flutterwave through flutterwave-node-v3, against a local Flutterwave', () => {
  let fake: FakeFlutterwave;
  let t: TestApp;
  let database: Database;
  let flutterwave: FlutterwaveProvider;
  /** When set, the process "dies" right after Flutterwave took the charge. */
  let crashAfterCharge = false;

  beforeAll(async () => {
    fake = new FakeFlutterwave();
    const env = {
      FLUTTERWAVE_PUBLIC_KEY: FAKE_FLUTTERWAVE_PUBLIC,
      FLUTTERWAVE_SECRET_KEY: FAKE_FLUTTERWAVE_SECRET,
      FLUTTERWAVE_SECRET_HASH: SECRET_HASH,
      FLUTTERWAVE_API_BASE: await fake.start(),
    };
    const wrapper: PaymentProvider = new Proxy({} as PaymentProvider, {
      get: (_target, key: keyof FlutterwaveProvider) =>
        key === 'charge'
          ? async (...args: Parameters<PaymentProvider['charge']>) => {
              const outcome = await flutterwave.charge(...args);
              if (crashAfterCharge) throw new Error('process died after the provider charged');
              return outcome;
            }
          : flutterwave[key],
    });
    database = await openTestDatabase();
    flutterwave = createFlutterwaveProvider({
      config: loadConfig({ NODE_ENV: 'test', ...env }),
      db: database.db,
      now: () => new Date(),
    });
    t = await createTestApp({ env, deps: { flutterwave: wrapper }, sharedDatabase: database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.failNext = 0;
    crashAfterCharge = false;
  });

  const txRefOf = (tipId: string) => `tip_${tipId}`;
  const tipOfKey = async (key: string) =>
    (await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key)))[0]!;
  const webhook = (payload: unknown, hash: string | null = SECRET_HASH) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/flutterwave',
      headers: hash === null ? {} : { 'verif-hash': hash },
      payload: payload as Record<string, unknown>,
    });

  describe('linking', () => {
    it('resolves a bank account with Flutterwave and keeps its holder for transfers', async () => {
      const { token, user } = await createUser(t.database.db);
      const res = await linkFlutterwave(t.app, token, {
        kind: 'bank',
        country: 'NG',
        bankCode: '044',
        accountNumber: '0690000031',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.accounts[0]).toMatchObject({
        provider: 'flutterwave',
        label: 'Access Bank ····0031',
        currency: 'NGN',
      });
      const resolve = fake.requests.find((r) => r.path === '/v3/accounts/resolve');
      expect(resolve?.body).toMatchObject({ account_number: '0690000031', account_bank: '044' });
      expect(resolve?.headers.authorization).toBe(`Bearer ${FAKE_FLUTTERWAVE_SECRET}`);
      void user;
    });

    it('refuses an account the bank does not know, and a bank not in the country', async () => {
      const { token } = await createUser(t.database.db);
      const unknown = await linkFlutterwave(t.app, token, {
        kind: 'bank',
        country: 'NG',
        bankCode: '044',
        accountNumber: '0690000099',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('BANK_ACCOUNT_NOT_FOUND');
      const bank = await linkFlutterwave(t.app, token, {
        kind: 'bank',
        country: 'NG',
        bankCode: 'GH280100',
        accountNumber: '0690000031',
      });
      expect(bank.json().code).toBe('BANK_INVALID');
    });

    it('lists the banks Flutterwave answers; Flutterwave down is a 503', async () => {
      const { token } = await createUser(t.database.db);
      const res = await t.app.inject({ url: '/api/v1/flutterwave/banks?country=NG', headers: bearer(token) });
      expect(res.json().data.banks).toEqual([
        { code: '044', name: 'Access Bank' },
        { code: '058', name: 'Guaranty Trust Bank' },
      ]);
      fake.failNext = 1;
      const down = await t.app.inject({
        url: '/api/v1/flutterwave/banks?country=NG',
        headers: bearer(token),
      });
      expect([down.statusCode, down.json()]).toEqual([503, PROVIDER_UNAVAILABLE_ANSWER]);
    });
  });

  describe('paying by mobile money', () => {
    it('charges M-Pesa in major units with the tip as tx_ref, and counts it once verified', async () => {
      const receiver = await flutterwaveReceiver(t.app, t.database.db);
      const key = newKey();
      const body = mobileMoneyTip(receiver.user.id);
      const first = await giveTip(t.app, { key, body });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.nextAction).toMatchObject({
        type: 'confirmOnPhone',
        network: 'MPESA',
        phone: '···· 5678',
      });
      const tip = await tipOfKey(key);
      const charge = fake.requests.find((r) => r.path === '/v3/charges');
      expect(charge?.query.type).toBe('mpesa');
      expect(charge?.body).toMatchObject({
        tx_ref: txRefOf(tip.id),
        amount: 500,
        currency: 'KES',
        phone_number: '254712345678',
      });
      expect(String(charge?.body.email)).toMatch(/^tip-.+@/);

      expect((await giveTip(t.app, { key, body })).json().data.transaction.status).toBe('requiresAction');
      fake.complete(txRefOf(tip.id), 'successful');
      const paid = await giveTip(t.app, { key, body });
      expect(paid.json().data.transaction.status).toBe('succeeded');
      expect(fake.requests.filter((r) => r.path === '/v3/charges')).toHaveLength(1);
      expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:flutterwave`, 'KES')).toBe(
        -paid.json().data.transaction.amounts.net,
      );
      expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
    });

    it('a decline is recorded as failed with its reason', async () => {
      const receiver = await flutterwaveReceiver(t.app, t.database.db);
      const key = newKey();
      const body = mobileMoneyTip(receiver.user.id);
      await giveTip(t.app, { key, body });
      fake.complete(txRefOf((await tipOfKey(key)).id), 'failed', {
        processor_response: 'Insufficient funds in wallet',
      });
      const declined = await giveTip(t.app, { key, body });
      expect(declined.statusCode).toBe(402);
      expect(declined.json().code).toBe('INSUFFICIENT_FUNDS');
    });

    it('never counts a verified charge whose amount or currency differs from the tip', async () => {
      for (const change of [{ amount: 5 }, { currency: 'UGX' }]) {
        const receiver = await flutterwaveReceiver(t.app, t.database.db);
        const key = newKey();
        const body = mobileMoneyTip(receiver.user.id);
        await giveTip(t.app, { key, body });
        fake.complete(txRefOf((await tipOfKey(key)).id), 'successful', change);
        const res = await giveTip(t.app, { key, body });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect((await tipOfKey(key)).status).toBe('failed');
        expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:flutterwave`, 'KES')).toBe(0);
      }
    });

    it('Flutterwave unreachable: 503, and the retry charges once', async () => {
      const receiver = await flutterwaveReceiver(t.app, t.database.db);
      const key = newKey();
      const body = mobileMoneyTip(receiver.user.id);
      fake.failNext = 1;
      expect((await giveTip(t.app, { key, body })).statusCode).toBe(503);
      const retry = await giveTip(t.app, { key, body });
      expect(retry.json().data.nextAction.type).toBe('confirmOnPhone');
      const tip = await tipOfKey(key);
      expect(
        fake.requests.filter((r) => r.path === '/v3/charges' && r.body.tx_ref === txRefOf(tip.id)),
      ).toHaveLength(1);
    });
  });

  it('a crash between the charge and the commit is settled by reconciliation from Flutterwave', async () => {
    const receiver = await flutterwaveReceiver(t.app, t.database.db);
    const key = newKey();
    crashAfterCharge = true;
    expect((await giveTip(t.app, { key, body: mobileMoneyTip(receiver.user.id) })).statusCode).toBe(500);
    crashAfterCharge = false;
    const tip = await tipOfKey(key);
    expect(tip.status).toBe('pending');
    fake.complete(txRefOf(tip.id), 'successful');
    const providers = tipProvidersFrom(createSandboxProvider(t.database.db), flutterwave);
    const report = await reconcilePendingTips({
      db: t.database.db,
      providers,
      now: new Date(Date.now() + 120_000),
    });
    expect(report.settled).toBeGreaterThanOrEqual(1);
    expect((await tipOfKey(key)).status).toBe('succeeded');
    expect(
      fake.requests.filter((r) => r.path === '/v3/charges' && r.body.tx_ref === txRefOf(tip.id)),
    ).toHaveLength(1);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:flutterwave`, 'KES')).toBe(
      -tip.netAmount,
    );
  });

  it('sends a card payment to Flutterwave Standard and counts it once verified', async () => {
    fake.accounts.set('058:0123456789', 'Chidi Okafor');
    const receiver = await flutterwaveReceiver(t.app, t.database.db, {
      kind: 'bank',
      country: 'NG',
      bankCode: '058',
      accountNumber: '0123456789',
    });
    const key = newKey();
    const body = {
      payee: receiver.user.id,
      amount: 250_000,
      currency: 'NGN',
      paymentType: 'card',
      email: 'giver@example.com',
    };
    const first = await giveTip(t.app, { key, body });
    const tip = await tipOfKey(key);
    expect(first.json().data.nextAction).toEqual({
      type: 'redirect',
      url: `https://checkout.flutterwave.test/v3/hosted/pay/${txRefOf(tip.id)}`,
    });
    const payment = fake.requests.find((r) => r.path === '/v3/payments' && r.body.tx_ref === txRefOf(tip.id));
    expect(payment?.body).toMatchObject({
      amount: 2500,
      currency: 'NGN',
      customer: { email: 'giver@example.com' },
    });
    expect(String(payment?.body.redirect_url)).toContain(`tip=${tip.id}`);
    // Back without paying: the same link again.
    expect((await giveTip(t.app, { key, body })).json().data.nextAction.type).toBe('redirect');
    fake.complete(txRefOf(tip.id), 'successful');
    const paid = await giveTip(t.app, { key, body });
    expect(paid.json().data.transaction).toMatchObject({ status: 'succeeded', card: { last4: '2950' } });
  });

  it('refunds through Flutterwave in major units', async () => {
    const receiver = await flutterwaveReceiver(t.app, t.database.db);
    const key = newKey();
    const body = mobileMoneyTip(receiver.user.id);
    await giveTip(t.app, { key, body });
    const tip = await tipOfKey(key);
    fake.complete(txRefOf(tip.id), 'successful');
    await giveTip(t.app, { key, body });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/transactions/${tip.id}/refund`,
      headers: bearer(receiver.token),
      payload: { amount: 12_550 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.refunds.at(-1)).toMatchObject({ amount_refunded: 125.5 });
    expect((await tipOfKey(key)).refundedAmount).toBe(12_550);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('has no sandbox phone or checkout page with live keys', async () => {
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/flutterwave-sandbox/charges/anything',
      payload: { result: 'approve' },
    });
    expect(phone.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/v1/payments/flutterwave-sandbox/checkout/anything' })).statusCode,
    ).toBe(404);
  });

  describe('webhooks', () => {
    const chargeCompleted = (tx: Record<string, unknown>, status = 'successful') => ({
      event: 'charge.completed',
      'event.type': 'MOBILEMONEYMPESA_TRANSACTION',
      data: { ...tx, status },
    });

    it('refuses a missing or wrong verif-hash', async () => {
      expect((await webhook({ event: 'charge.completed', data: {} }, null)).statusCode).toBe(400);
      const forged = await webhook({ event: 'charge.completed', data: {} }, 'guess');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    });

    it('settles a waiting tip once, from what Flutterwave verifies, whatever the body claims', async () => {
      const receiver = await flutterwaveReceiver(t.app, t.database.db);
      const key = newKey();
      await giveTip(t.app, { key, body: mobileMoneyTip(receiver.user.id) });
      const tip = await tipOfKey(key);
      const tx = fake.transactionOf(txRefOf(tip.id))!;

      // Out of order or forged with the right hash: the body says paid, Flutterwave says pending.
      expect((await webhook(chargeCompleted(tx))).json().result).toBe('ignored');
      expect((await tipOfKey(key)).status).toBe('requiresAction');

      fake.complete(txRefOf(tip.id), 'successful');
      expect((await webhook(chargeCompleted(tx))).json().result).toBe('processed');
      expect((await webhook(chargeCompleted(tx))).json().result).toBe('duplicate');
      // A stale "failed" arriving after the success changes nothing.
      expect((await webhook(chargeCompleted(tx, 'failed'))).json().result).not.toBe('processed');
      expect((await tipOfKey(key)).status).toBe('succeeded');
      expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:flutterwave`, 'KES')).toBe(
        -tip.netAmount,
      );
      const events = await t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.provider, 'flutterwave'));
      expect(events.map((e) => e.eventId)).toContain(`charge.completed:${String(tx.id)}:succeeded`);
    });

    const unrecordedTransfer = async (idempotencyKey: string) => {
      const payout = await flutterwave.payout({
        idempotencyKey,
        payoutId: '00000000-0000-4000-8000-0000000000aa',
        accountId: 'flw_a',
        accountDetails: {
          kind: 'bank',
          bankCode: '044',
          accountNumber: '0690000031',
          accountName: 'Ada Obi',
        },
        amount: 100_000,
        currency: 'NGN',
        description: 'Withdrawal',
      });
      fake.transfers.get(Number(payout.providerPayoutId))!.status = 'SUCCESSFUL';
      return {
        event: 'transfer.completed',
        data: { id: Number(payout.providerPayoutId), status: 'SUCCESSFUL' },
      };
    };

    it('records a transfer that matches no payout of ours, and answers 2xx so it is not sent for days', async () => {
      const event = await unrecordedTransfer('payout-webhook-1');
      const res = await webhook(event);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toBe('rejected');
      const failures = await t.database.db
        .select()
        .from(webhookFailures)
        .where(eq(webhookFailures.provider, 'flutterwave'));
      expect(failures.map((f) => f.error)).toContainEqual(
        `Flutterwave transfer ${event.data.id} matches no payout`,
      );
    });

    it('asks Flutterwave again later about a transfer while a payout of ours is still being sent', async () => {
      const receiver = await createUser(t.database.db, { userType: 'payee' });
      const [sending] = await t.database.db
        .insert(payouts)
        .values({
          userId: receiver.user.id,
          idempotencyKey: newKey(),
          requestHash: 'x',
          provider: 'flutterwave',
          accountId: 'flw_sending',
          currency: 'NGN',
          amount: 100_000,
          fee: 0,
          status: 'pending',
        })
        .returning();
      const res = await webhook(await unrecordedTransfer('payout-webhook-2'));
      // Its payout request may not have recorded the transfer yet: deferred, delivered again later.
      expect(res.statusCode).toBe(409);
      await t.database.db.delete(payouts).where(eq(payouts.id, sending!.id));
    });
  });

  describe('payouts by transfer', () => {
    it('sends a bank transfer with our key as reference, once', async () => {
      const request = {
        idempotencyKey: 'payout-bank-1',
        payoutId: '00000000-0000-4000-8000-000000000001',
        accountId: 'flw_a',
        accountDetails: {
          kind: 'bank',
          bankCode: '044',
          accountNumber: '0690000031',
          accountName: 'Ada Obi',
        },
        amount: 1_000_050,
        currency: 'NGN',
        description: 'OpenTip withdrawal',
      };
      const first = await flutterwave.payout(request);
      expect(first.status).toBe('pending');
      const again = await flutterwave.payout(request);
      expect(again).toEqual(first);
      const sent = fake.requests.filter(
        (r) => r.path === '/v3/transfers' && r.method === 'POST' && r.body.reference === 'payout-bank-1',
      );
      expect(sent).toHaveLength(2);
      expect(sent[0]?.body).toMatchObject({
        account_bank: '044',
        account_number: '0690000031',
        amount: 10000.5,
        currency: 'NGN',
        reference: 'payout-bank-1',
        beneficiary_name: 'Ada Obi',
      });
      expect(fake.transfers.size).toBeGreaterThanOrEqual(1);
      fake.transfers.get(Number(first.providerPayoutId))!.status = 'FAILED';
      fake.transfers.get(Number(first.providerPayoutId))!.complete_message = 'Account is dormant';
      expect(await flutterwave.findTransfer(first.providerPayoutId)).toMatchObject({
        status: 'failed',
        reason: 'Account is dormant',
      });
    });

    it('sends a wallet transfer to the operator code, and a refusal is TransferRefusedError', async () => {
      const request = {
        idempotencyKey: 'payout-wallet-1',
        payoutId: '00000000-0000-4000-8000-000000000002',
        accountId: 'flw_b',
        accountDetails: { kind: 'mobileMoney', currency: 'KES', network: 'MPESA', phone: '254712345678' },
        amount: 100_000,
        currency: 'KES',
        description: 'OpenTip withdrawal',
      };
      await flutterwave.payout(request);
      expect(fake.requests.at(-1)?.body).toMatchObject({
        account_bank: 'MPS',
        account_number: '254712345678',
        amount: 1000,
      });
      fake.balanceEmpty = true;
      await expect(
        flutterwave.payout({ ...request, idempotencyKey: 'payout-wallet-2' }),
      ).rejects.toMatchObject({ name: 'TransferRefusedError' });
      fake.balanceEmpty = false;
      fake.failNext = 1;
      await expect(
        flutterwave.payout({ ...request, idempotencyKey: 'payout-wallet-3' }),
      ).rejects.toMatchObject({ name: 'ProviderUnavailableError' });
    });
  });

  describe('withdrawals end to end', () => {
    const payoutsOf = async (token: string) =>
      (await t.app.inject({ url: '/api/v1/payouts', headers: bearer(token) })).json().data.payouts as {
        status: string;
        failureMessage: string | null;
      }[];
    const transferCompleted = (id: number, status: string) => ({
      event: 'transfer.completed',
      'event.type': 'Transfer',
      data: { id, status, reference: 'whatever' },
    });

    async function withdrawing(accountNumber: string) {
      fake.accounts.set(`044:${accountNumber}`, 'Ngozi Eze');
      const receiver = await flutterwaveReceiver(t.app, t.database.db, {
        kind: 'bank',
        country: 'NG',
        bankCode: '044',
        accountNumber,
      });
      await creditTip(t.database.db, {
        userId: receiver.user.id,
        provider: 'flutterwave',
        currency: 'NGN',
        net: 5_000_000,
      });
      const res = await withdraw(t.app, receiver.token, {
        provider: 'flutterwave',
        currency: 'NGN',
        amount: 2_000_000,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.payout.status).toBe('pending');
      const sent = fake.requests.filter(
        (r) => r.path === '/v3/transfers' && r.body.account_number === accountNumber,
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toMatchObject({
        account_bank: '044',
        currency: 'NGN',
        beneficiary_name: 'Ngozi Eze',
      });
      const transfer = [...fake.transfers.values()].find((x) => x.account_number === accountNumber)!;
      return { receiver, transfer };
    }

    it('is paid when Flutterwave confirms the transfer by webhook', async () => {
      const { receiver, transfer } = await withdrawing('0111111111');
      // Forged "successful" while Flutterwave still has it queued: nothing happens.
      expect((await webhook(transferCompleted(Number(transfer.id), 'SUCCESSFUL'))).json().result).toBe(
        'ignored',
      );
      transfer.status = 'SUCCESSFUL';
      expect((await webhook(transferCompleted(Number(transfer.id), 'SUCCESSFUL'))).json().result).toBe(
        'processed',
      );
      expect((await webhook(transferCompleted(Number(transfer.id), 'SUCCESSFUL'))).json().result).toBe(
        'duplicate',
      );
      expect((await payoutsOf(receiver.token))[0]?.status).toBe('paid');
    });

    it('fails, with its reason, and the money returns to the balance', async () => {
      const { receiver, transfer } = await withdrawing('0122222222');
      Object.assign(transfer, { status: 'FAILED', complete_message: 'DISBURSE FAILED: Account is dormant' });
      expect((await webhook(transferCompleted(Number(transfer.id), 'FAILED'))).json().result).toBe(
        'processed',
      );
      const [payout] = await payoutsOf(receiver.token);
      expect(payout).toMatchObject({
        status: 'failed',
        failureMessage: 'DISBURSE FAILED: Account is dormant',
      });
      expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}:flutterwave`, 'NGN')).toBe(
        -5_000_000,
      );
      expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
    });
  });
});
