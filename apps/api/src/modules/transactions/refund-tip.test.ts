import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createReceiver,
  giveTip,
  ledgerBalance,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import { refundTip } from './refund-tip.service.ts';
import { tipProvidersFrom } from './tip-providers.ts';

describe('refunds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reverse the ledger entries of a tip, in parts adding up exactly to the whole', async () => {
    const receiver = await createReceiver(t.database.db);
    const res = await giveTip(t.app, {
      body: {
        payee: receiver.user.id,
        amount: 333,
        currency: 'USD',
        coverFee: true,
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    const tipId = res.json().data.transaction.id;
    expect(res.json().data.transaction.amounts).toEqual({ tip: 333, fee: 17, net: 333, total: 350 });
    const fees = await ledgerBalance(t.database.db, 'platformFee');
    const payments = createSandboxProvider(t.database.db);
    const refund = (amount?: number) =>
      refundTip({ db: t.database.db, providers: tipProvidersFrom(payments), tipId, amount, now: new Date() });

    await refund(100);
    await refund(101);
    // The tip is minutes old: what is left of it is pending (inside the payout hold), not yet available.
    const balance = await t.app.inject({ url: '/api/v1/payee/getBalance', headers: bearer(receiver.token) });
    expect(balance.json().data.balance).toMatchObject({ total: 333, available: 0, pending: 333 - 201 + 10 });
    const last = await refund();
    expect(last.refundedAmount).toBe(350);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.user.id}`)).toBe(0);
    expect(await ledgerBalance(t.database.db, 'platformFee')).toBe(fees + 17);
    // This is the only tip of this test file: nothing is left with the provider.
    expect(await ledgerBalance(t.database.db, 'providerClearing:sandbox')).toBe(0);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
    await expect(refund(1)).rejects.toMatchObject({ status: 400, code: 'REFUND_AMOUNT_INVALID' });
  });
});
