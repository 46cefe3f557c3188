import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProviderUnavailableError,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { bearer } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createReceiver,
  giveTip,
  rowsOf,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import { refundTip } from './refund-tip.service.ts';
import { tipProvidersFrom } from './tip-providers.ts';

// On PostgreSQL (TEST_DATABASE_URL) the requests really run at once on a pool of connections.
describe('refunds of one tip at the same moment', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof createReceiver>>;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = await createReceiver(t.database.db);
  });
  afterAll(() => t.close());

  const paidTip = async (amount: number): Promise<string> => {
    const res = await giveTip(t.app, {
      body: {
        payee: receiver.user.id,
        amount,
        currency: 'USD',
        coverFee: true,
        paymentType: 'card',
        paymentMethod: await sandboxToken(t.app),
      },
    });
    return res.json().data.transaction.id;
  };

  /** What the provider refunded, what the tip says and what the ledger moved, for one tip. */
  async function accounts(tipId: string) {
    const [row] = await rowsOf<{ provider: string; tip: string; ledger: string }>(
      t.database.db,
      sql`select
        (select coalesce(sum(r.amount), 0) from sandbox_refunds r
           join sandbox_charges c on c.id = r.charge_id where c.intent_id = ${tipId})::text as provider,
        (select refunded_amount from tips where id = ${tipId})::text as tip,
        (select coalesce(-sum(e.amount), 0) from ledger_entries e
           join ledger_transactions lt on lt.id = e.transaction_id
           join ledger_accounts a on a.id = e.account_id
           where lt.tip_id = ${tipId} and lt.kind = 'refund' and a.kind = 'providerClearing')::text as ledger`,
    );
    return { provider: Number(row?.provider), tip: Number(row?.tip), ledger: Number(row?.ledger) };
  }

  it('12 concurrent partial refunds never refund more than the tip, and the ledger matches the provider', async () => {
    const tipId = await paidTip(333); // 350 charged with the fee covered
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/transactions/${tipId}/refund`,
          headers: bearer(receiver.token),
          payload: { amount: 100 },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(200), ...Array(9).fill(400)]);
    expect(await accounts(tipId)).toEqual({ provider: 300, tip: 300, ledger: 300 });

    const rest = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/transactions/${tipId}/refund`,
          headers: bearer(receiver.token),
          payload: {},
        }),
      ),
    );
    expect(rest.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await accounts(tipId)).toEqual({ provider: 350, tip: 350, ledger: 350 });
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('a refund whose answer was lost is finished (once) by the next refund of the tip', async () => {
    const tipId = await paidTip(1000);
    const sandbox = createSandboxProvider(t.database.db);
    const answerLost: PaymentProvider = {
      ...sandbox,
      async refund(request) {
        await sandbox.refund(request);
        throw new ProviderUnavailableError(new Error('connection reset'));
      },
    };
    const lost = refundTip({
      db: t.database.db,
      providers: tipProvidersFrom(answerLost),
      tipId,
      amount: 300,
      now: new Date(),
    });
    await expect(lost).rejects.toMatchObject({ status: 503, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    expect(await accounts(tipId)).toEqual({ provider: 300, tip: 0, ledger: 0 });

    const next = await refundTip({
      db: t.database.db,
      providers: tipProvidersFrom(sandbox),
      tipId,
      amount: 200,
      now: new Date(),
    });
    expect(next.refundedAmount).toBe(500);
    expect(await accounts(tipId)).toEqual({ provider: 500, tip: 500, ledger: 500 });
  });

  it('a refund the provider refuses is recorded as failed and refunds nothing', async () => {
    const tipId = await paidTip(1000);
    const sandbox = createSandboxProvider(t.database.db);
    const refusing: PaymentProvider = {
      ...sandbox,
      async refund() {
        throw new Error('charge already refunded');
      },
    };
    const refused = refundTip({
      db: t.database.db,
      providers: tipProvidersFrom(refusing),
      tipId,
      amount: 300,
      now: new Date(),
    });
    await expect(refused).rejects.toMatchObject({ status: 409, code: 'REFUND_REFUSED' });
    const [row] = await rowsOf<{ status: string }>(
      t.database.db,
      sql`select status from tip_refunds where tip_id = ${tipId}`,
    );
    expect(row?.status).toBe('failed');
    expect(await accounts(tipId)).toEqual({ provider: 0, tip: 0, ledger: 0 });
    await refundTip({
      db: t.database.db,
      providers: tipProvidersFrom(sandbox),
      tipId,
      amount: 300,
      now: new Date(),
    });
    expect(await accounts(tipId)).toEqual({ provider: 300, tip: 300, ledger: 300 });
  });
});
