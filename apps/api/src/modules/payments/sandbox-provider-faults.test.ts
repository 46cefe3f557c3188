import { messageText } from '@opentip/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ledgerTransactions } from '../../db/schema/ledger.ts';
import { sandboxCharges, sandboxPaymentMethods, tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createPaymentProvider } from '../../integrations/payments/payment-provider-registry.ts';
import { reconcilePendingTips } from '../transactions/reconcile-tips.service.ts';
import { tipProvidersFrom } from '../transactions/tip-providers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createReceiver, giveTip, newKey, sandboxToken } from '../../../test/tips-fixtures.ts';

/** The sandbox's fault cards (docs/tips-and-payments.md). */
const FAULT_CARDS = {
  error: '4000000000005001',
  slow: '4000000000003006',
  timeout: '4000000000005043',
  lost: '4000000000004996',
} as const;

const TIMEOUT_MS = 1000;
const env = { SANDBOX_TIMEOUT_MS: String(TIMEOUT_MS) };

const providerUnavailable = {
  success: false,
  code: 'PAYMENT_PROVIDER_UNAVAILABLE',
  message: messageText('paymentProviderUnavailable'),
  requestId: expect.any(String),
};

const tipByKey = async (db: Db, key: string) =>
  (await db.select().from(tips).where(eq(tips.idempotencyKey, key)))[0];
const chargesOf = (db: Db, tipId: string) => db.$count(sandboxCharges, eq(sandboxCharges.intentId, tipId));
const ledgerTransactionsOf = (db: Db, tipId: string) =>
  db.$count(ledgerTransactions, eq(ledgerTransactions.tipId, tipId));

describe('a sandbox provider that fails like a remote one (fault cards)', () => {
  let t: TestApp;
  let receiver: UserRow;
  beforeAll(async () => {
    t = await createTestApp({ env });
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  const bodyWith = async (card: string) => ({
    payee: receiver.id,
    amount: 1500,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod: await sandboxToken(t.app, card),
  });

  /** A first attempt the provider failed: 503 in the error envelope, the tip left pending. */
  async function failedAttempt(card: string) {
    const key = newKey();
    const body = await bodyWith(card);
    const res = await giveTip(t.app, { key, body });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(providerUnavailable);
    const tip = await tipByKey(t.database.db, key);
    expect(tip?.status).toBe('pending');
    expect(await ledgerTransactionsOf(t.database.db, tip!.id)).toBe(0);
    return { key, body, tip: tip! };
  }

  it('5xx: 503, the tip pending and nothing charged; once the provider is back a retry pays once', async () => {
    const { key, body, tip } = await failedAttempt(FAULT_CARDS.error);
    expect(await chargesOf(t.database.db, tip.id)).toBe(0);
    expect((await giveTip(t.app, { key, body })).statusCode).toBe(503);

    // The provider is back: the same card now gets through.
    await t.database.db
      .update(sandboxPaymentMethods)
      .set({ behavior: 'succeed' })
      .where(eq(sandboxPaymentMethods.token, body.paymentMethod));
    const retry = await giveTip(t.app, { key, body });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.transaction).toMatchObject({ id: tip.id, status: 'succeeded' });
    expect((await giveTip(t.app, { key, body })).json().data.transaction.id).toBe(tip.id);
    expect(await chargesOf(t.database.db, tip.id)).toBe(1);
    expect(await ledgerTransactionsOf(t.database.db, tip.id)).toBe(1);
  });

  it('slow: answers after a while, and the tip is paid', async () => {
    const started = Date.now();
    const res = await giveTip(t.app, { body: await bodyWith(FAULT_CARDS.slow) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS / 2 - 5);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.transaction.status).toBe('succeeded');
  });

  it('timeout: 503 once SANDBOX_TIMEOUT_MS has passed, nothing charged', async () => {
    const started = Date.now();
    const { tip } = await failedAttempt(FAULT_CARDS.timeout);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(took).toBeLessThan(TIMEOUT_MS + 4000);
    expect(await chargesOf(t.database.db, tip.id)).toBe(0);
  });

  it('answer lost after charging: 503, then the same request with the same key is paid by that one charge', async () => {
    const { key, body, tip } = await failedAttempt(FAULT_CARDS.lost);
    const [charge] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.intentId, tip.id));
    expect(charge?.status).toBe('succeeded');

    const retry = await giveTip(t.app, { key, body });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.transaction).toMatchObject({ id: tip.id, status: 'succeeded' });
    expect(await chargesOf(t.database.db, tip.id)).toBe(1);
    expect(await ledgerTransactionsOf(t.database.db, tip.id)).toBe(1);
    expect((await tipByKey(t.database.db, key))?.providerPaymentId).toBe(charge?.id);
  });

  it('answer lost and never retried: reconciliation finds the charge and settles the tip paid, once', async () => {
    const { key, body, tip } = await failedAttempt(FAULT_CARDS.lost);
    // The job's provider is the configured one, faults included.
    const providers = tipProvidersFrom(
      createPaymentProvider({ config: loadConfig({ NODE_ENV: 'test', ...env }), db: t.database.db }),
    );
    const reconcile = (ms: number) =>
      reconcilePendingTips({ db: t.database.db, providers, now: new Date(Date.now() + ms) });

    expect(await reconcile(1000)).toMatchObject({ settled: 1, abandoned: 0 });
    expect((await tipByKey(t.database.db, key))?.status).toBe('succeeded');
    expect(await reconcile(2000)).toMatchObject({ settled: 0, abandoned: 0 });
    const retry = await giveTip(t.app, { key, body });
    expect(retry.json().data.transaction).toMatchObject({ id: tip.id, status: 'succeeded' });
    expect(await chargesOf(t.database.db, tip.id)).toBe(1);
    expect(await ledgerTransactionsOf(t.database.db, tip.id)).toBe(1);
  });
});

describe('SANDBOX_FAULTS=down=error', () => {
  let t: TestApp;
  let receiver: UserRow;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...env, SANDBOX_FAULTS: 'down=error' } });
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  it('answers every tip 503, leaving it pending, while payee lookups still answer', async () => {
    const lookup = await t.app.inject({ url: `/api/v1/payee/payee-details/${receiver.uniqueId}` });
    expect(lookup.statusCode).toBe(200);
    for (const card of ['4242424242424242', FAULT_CARDS.slow]) {
      const key = newKey();
      const res = await giveTip(t.app, {
        key,
        body: {
          payee: receiver.id,
          amount: 900,
          currency: 'USD',
          paymentType: 'card',
          paymentMethod: await sandboxToken(t.app, card),
        },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(providerUnavailable);
      const tip = await tipByKey(t.database.db, key);
      expect(tip?.status).toBe('pending');
      expect(await chargesOf(t.database.db, tip!.id)).toBe(0);
    }
  });
});
