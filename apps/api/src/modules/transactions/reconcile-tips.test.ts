import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCharges, tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import {
  ProviderUnavailableError,
  type CardRailProvider,
} from '../../integrations/payments/payment-provider.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  countRows,
  createReceiver,
  giveTip,
  ledgerBalance,
  newKey,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import { ABANDON_AFTER_MS, reconcilePendingTips } from './reconcile-tips.service.ts';
import { tipProvidersFrom } from './tip-providers.ts';

const later = (ms: number) => new Date(Date.now() + ms);

describe('a crash between the charge and the commit', () => {
  let t: TestApp;
  let sandbox: CardRailProvider;
  let receiver: UserRow;
  /** When set, the process "dies" right after the provider charged: the answer never reaches the ledger. */
  let crashAfterCharge = false;

  beforeAll(async () => {
    const provider: CardRailProvider = {
      name: 'sandbox',
      publishableKey: null,
      acceptsPaymentMethod: (token) => sandbox.acceptsPaymentMethod(token),
      cardFingerprint: (token) => sandbox.cardFingerprint(token),
      amountStep: () => 1,
      paymentTypes: (currency) => sandbox.paymentTypes(currency),
      payout: (request) => sandbox.payout(request),
      linkAccount: (request) => sandbox.linkAccount(request),
      findCharge: (request) => sandbox.findCharge(request),
      cancelCharge: (request) => sandbox.cancelCharge(request),
      refund: (request) => sandbox.refund(request),
      transfer: (request) => sandbox.transfer(request),
      async charge(request) {
        const outcome = await sandbox.charge(request);
        if (crashAfterCharge) throw new Error('process died after the provider charged');
        return outcome;
      },
    };
    t = await createTestApp({ deps: { payments: provider } });
    sandbox = createSandboxProvider(t.database.db);
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  const tipBody = async () => ({
    payee: receiver.id,
    amount: 4000,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod: await sandboxToken(t.app),
  });

  it('leaves a pending tip and a charge, which reconciliation settles from the provider record, once', async () => {
    const key = newKey();
    const body = { ...(await tipBody()), email: 'guest@example.com' };
    crashAfterCharge = true;
    const crashed = await giveTip(t.app, { key, body });
    crashAfterCharge = false;
    expect(crashed.statusCode).toBe(500);

    const [pending] = await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key));
    expect(pending?.status).toBe('pending');
    expect(
      await t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.intentId, pending!.id)),
    ).toHaveLength(1);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}`)).toBe(0);

    const paid: string[] = [];
    const onPaid = async (tip: { id: string; giverEmail: string | null }) => {
      paid.push(`${tip.id} ${tip.giverEmail}`);
    };
    const report = await reconcilePendingTips({
      db: t.database.db,
      providers: tipProvidersFrom(sandbox),
      now: later(1000),
      onPaid,
    });
    expect(report).toEqual({ settled: 1, abandoned: 0, stillPending: 0 });
    const [settled] = await t.database.db.select().from(tips).where(eq(tips.id, pending!.id));
    expect(settled?.status).toBe('succeeded');
    // The giver who asked for a receipt gets it, once, though their request died.
    expect(paid).toEqual([`${pending!.id} guest@example.com`]);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}`)).toBe(-3800);

    // Running it again, or the giver retrying, changes nothing and charges nothing.
    expect(
      await reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(sandbox),
        now: later(2000),
        onPaid,
      }),
    ).toEqual({ settled: 0, abandoned: 0, stillPending: 0 });
    expect(paid).toHaveLength(1);
    const charges = await countRows(t.database.db, 'sandbox_charges');
    const retry = await giveTip(t.app, { key, body });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.transaction).toMatchObject({ id: pending!.id, status: 'succeeded' });
    expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}`)).toBe(-3800);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('asks a provider that does not answer about one tip per run, not about every tip waiting', async () => {
    const another = (await createReceiver(t.database.db)).user;
    crashAfterCharge = true;
    for (let i = 0; i < 3; i++)
      await giveTip(t.app, { key: newKey(), body: { ...(await tipBody()), payee: another.id } });
    crashAfterCharge = false;
    let asked = 0;
    const unreachable: CardRailProvider = {
      ...sandbox,
      async findCharge() {
        asked += 1;
        throw new ProviderUnavailableError(new Error('no answer within 10000 ms'));
      },
    };
    const report = await reconcilePendingTips({
      db: t.database.db,
      providers: tipProvidersFrom(unreachable),
      now: later(1000),
    });
    expect(asked).toBe(1);
    expect(report).toEqual({ settled: 0, abandoned: 0, stillPending: 3 });
    // Back: the next run settles them all.
    const next = await reconcilePendingTips({
      db: t.database.db,
      providers: tipProvidersFrom(sandbox),
      now: later(2000),
    });
    expect(next).toEqual({ settled: 3, abandoned: 0, stillPending: 0 });
  });

  it('a retry with the same key takes over at once and gets the one charge made', async () => {
    const key = newKey();
    const body = await tipBody();
    const balance = await ledgerBalance(t.database.db, `receiver:${receiver.id}`);
    crashAfterCharge = true;
    expect((await giveTip(t.app, { key, body })).statusCode).toBe(500);
    crashAfterCharge = false;
    const charges = await countRows(t.database.db, 'sandbox_charges');
    const retry = await giveTip(t.app, { key, body });
    expect(retry.statusCode).toBe(200);
    expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges);
    expect((await ledgerBalance(t.database.db, `receiver:${receiver.id}`)) - balance).toBe(-3800);
  });

  it('never races a request that is still working, and gives up on tips never charged', async () => {
    const [live] = await t.database.db
      .insert(tips)
      .values({
        idempotencyScope: 'guest',
        idempotencyKey: newKey(),
        requestHash: 'x',
        leaseExpiresAt: later(60_000),
        receiverUserId: receiver.id,
        creditTo: 'receiver',
        currency: 'USD',
        tipAmount: 1000,
        feeAmount: 50,
        netAmount: 950,
        totalAmount: 1000,
        feeBps: 500,
        coverFee: false,
        paymentType: 'card',
        paymentMethod: 'tok_sandbox_000000000000000000000000',
        provider: 'sandbox',
        destinationAccountId: 'acct_sandbox_0000000000000000',
        createdAt: new Date(Date.now() - 2 * ABANDON_AFTER_MS),
      })
      .returning();
    expect(
      await reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(sandbox),
        now: new Date(),
      }),
    ).toMatchObject({
      settled: 0,
      abandoned: 0,
    });
    // Once its lease has run out, a tip the provider never charged is closed as failed.
    const report = await reconcilePendingTips({
      db: t.database.db,
      providers: tipProvidersFrom(sandbox),
      now: later(120_000),
    });
    expect(report.abandoned).toBe(1);
    const [closed] = await t.database.db.select().from(tips).where(eq(tips.id, live!.id));
    expect(closed?.status).toBe('failed');
    expect(await ledgerBalance(t.database.db, 'receiver:' + receiver.id)).toBe(-7600);
  });

  it('reaches a charged tip behind a backlog of tips never charged, one run after another', async () => {
    const owner = (await createReceiver(t.database.db)).user;
    const neverCharged = (minutesAgo: number) => ({
      idempotencyScope: 'guest',
      idempotencyKey: newKey(),
      requestHash: 'x',
      leaseExpiresAt: new Date(Date.now() - minutesAgo * 60_000),
      receiverUserId: owner.id,
      creditTo: 'receiver' as const,
      currency: 'USD',
      tipAmount: 1000,
      feeAmount: 50,
      netAmount: 950,
      totalAmount: 1000,
      feeBps: 500,
      coverFee: false,
      paymentType: 'card' as const,
      paymentMethod: 'tok_sandbox_000000000000000000000000',
      provider: 'sandbox' as const,
      destinationAccountId: 'acct_sandbox_0000000000000000',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.database.db.insert(tips).values([neverCharged(30), neverCharged(20), neverCharged(10)]);
    const key = newKey();
    crashAfterCharge = true;
    await giveTip(t.app, { key, body: { ...(await tipBody()), payee: owner.id } });
    crashAfterCharge = false;

    const statusOfCharged = async () =>
      (await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key)))[0]?.status;
    for (let run = 1; run <= 3 && (await statusOfCharged()) === 'pending'; run++)
      await reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(sandbox),
        now: later(run * 1000),
        limit: 2,
        budgetMs: 0,
      });
    expect(await statusOfCharged()).toBe('succeeded');
  });

  it('goes through a backlog larger than one batch in a single run', async () => {
    const owner = (await createReceiver(t.database.db)).user;
    crashAfterCharge = true;
    for (let i = 0; i < 5; i++)
      await giveTip(t.app, { key: newKey(), body: { ...(await tipBody()), payee: owner.id } });
    crashAfterCharge = false;
    const report = await reconcilePendingTips({
      db: t.database.db,
      providers: tipProvidersFrom(sandbox),
      now: later(10_000),
      limit: 2,
    });
    expect(report.settled).toBeGreaterThanOrEqual(5);
    const left = await t.database.db.select().from(tips).where(eq(tips.receiverUserId, owner.id));
    expect(left.map((tip) => tip.status)).toEqual(Array(5).fill('succeeded'));
  });
});
