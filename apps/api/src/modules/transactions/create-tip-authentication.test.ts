import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCharges, tips } from '../../db/schema/payments.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { createSandboxProvider } from '../../integrations/payments/sandbox/sandbox-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  countRows,
  createGiver,
  createReceiver,
  giveTip,
  ledgerBalance,
  newKey,
  sandboxToken,
  TEST_CARDS,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import { AUTHENTICATION_TIMEOUT_MS, reconcilePendingTips } from './reconcile-tips.service.ts';
import { tipProvidersFrom } from './tip-providers.ts';

const CONFIRM = 'Please confirm the payment with your bank.';
const NOT_CONFIRMED =
  'The payment was not confirmed with your bank, so nothing was charged. Please try again or use another card.';

// Sandbox mode: card 4000002500003155 asks the giver to confirm with their bank (3-D Secure).
describe('a card that needs the giver to confirm the payment with their bank', () => {
  let t: TestApp;
  let receiver: UserRow;
  beforeAll(async () => {
    t = await createTestApp({ env: { PLATFORM_FEE_BPS: '500' } });
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  const received = (user: UserRow = receiver) => ledgerBalance(t.database.db, `receiver:${user.id}`);
  const tipRow = async (key: string) =>
    (await t.database.db.select().from(tips).where(eq(tips.idempotencyKey, key)))[0];
  const authenticate = (clientSecret: string, result: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/authenticate',
      payload: { clientSecret, result },
    });
  const bodyFor = async (extra: Record<string, unknown> = {}) => ({
    payee: receiver.id,
    amount: 1000,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod: await sandboxToken(t.app, TEST_CARDS.authentication),
    ...extra,
  });

  it('a guest is asked to confirm, and paid once after confirming: one charge, one ledger entry, one receipt', async () => {
    const key = newKey();
    const body = await bodyFor({ email: 'guest-3ds@example.test' });
    const charges = await countRows(t.database.db, 'sandbox_charges');
    const before = await received();

    const first = await giveTip(t.app, { key, body });
    expect(first.statusCode).toBe(200);
    const asked = first.json();
    expect(asked).toMatchObject({
      success: true,
      message: CONFIRM,
      data: {
        transaction: { status: 'requiresAction', amounts: { tip: 1000, fee: 50, net: 950, total: 1000 } },
        feedbackToken: null,
        nextAction: { type: 'authenticate', clientSecret: expect.stringMatching(/_secret_/) },
      },
    });
    expect(await tipRow(key)).toMatchObject({ status: 'requiresAction', response: null });
    expect(await received()).toBe(before);

    // Coming back before confirming: asked again, with the same secret, and nothing charged twice.
    const early = await giveTip(t.app, { key, body });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual(asked);
    expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges + 1);

    const { clientSecret } = asked.data.nextAction;
    expect((await authenticate(clientSecret, 'complete')).statusCode).toBe(200);
    const paid = await giveTip(t.app, { key, body });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Transaction Successful',
      data: {
        transaction: { id: asked.data.transaction.id, status: 'succeeded', card: { last4: '3155' } },
        feedbackToken: expect.any(String),
        nextAction: null,
      },
    });
    expect((await received()) - before).toBe(-950);

    const again = await giveTip(t.app, { key, body });
    expect(again.json()).toEqual(paid.json());
    expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges + 1);
    expect((await received()) - before).toBe(-950);
    expect(t.mails.filter((m) => m.to === 'guest-3ds@example.test')).toHaveLength(1);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });

  it('a signed-in giver who fails the bank step is told so (402) and nothing is paid', async () => {
    const giver = await createGiver(t.database.db);
    const key = newKey();
    const body = await bodyFor({ amount: 800 });
    const before = await received();
    const asked = await giveTip(t.app, { key, token: giver.token, body });
    expect(asked.json().data.transaction).toMatchObject({
      status: 'requiresAction',
      giver: { id: giver.user.id },
    });
    expect((await authenticate(asked.json().data.nextAction.clientSecret, 'fail')).statusCode).toBe(200);

    const refused = await giveTip(t.app, { key, token: giver.token, body });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'AUTHENTICATION_FAILED',
      message: NOT_CONFIRMED,
    });
    expect(await tipRow(key)).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
    const again = await giveTip(t.app, { key, token: giver.token, body });
    expect(again.statusCode).toBe(402);
    expect(again.json().message).toBe(NOT_CONFIRMED);
    expect(await received()).toBe(before);
  });

  it('the bank step decides once: a second decision is refused with 409, an unknown secret with 404', async () => {
    const asked = await giveTip(t.app, { key: newKey(), body: await bodyFor() });
    const { clientSecret } = asked.json().data.nextAction;
    expect((await authenticate(clientSecret, 'complete')).statusCode).toBe(200);
    for (const result of ['fail', 'complete']) {
      const twice = await authenticate(clientSecret, result);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This payment has already been confirmed or refused with your bank.');
    }
    const unknown = await authenticate(`${clientSecret}x`, 'complete');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Transaction not found.');
    const bad = await authenticate(clientSecret, 'maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('20 retries at once after confirming: one payment, one ledger transaction, 20 identical answers', async () => {
    const fresh = (await createReceiver(t.database.db)).user;
    const key = newKey();
    const body = await bodyFor({ payee: fresh.id, amount: 2000 });
    const asked = await giveTip(t.app, { key, body });
    await authenticate(asked.json().data.nextAction.clientSecret, 'complete');
    const ledgerBefore = await countRows(t.database.db, 'ledger_transactions');

    const answers = await Promise.all(Array.from({ length: 20 }, () => giveTip(t.app, { key, body })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const first = answers[0]!.json();
    expect(first.data.transaction.status).toBe('succeeded');
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await countRows(t.database.db, 'ledger_transactions')).toBe(ledgerBefore + 1);
    expect(await received(fresh)).toBe(-1900);
  });

  it('the same key with another body is still refused (422), before and after the bank step', async () => {
    const key = newKey();
    const body = await bodyFor();
    const asked = await giveTip(t.app, { key, body });
    const other = await giveTip(t.app, { key, body: { ...body, amount: 5000 } });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    await authenticate(asked.json().data.nextAction.clientSecret, 'complete');
    expect((await giveTip(t.app, { key, body: { ...body, amount: 5000 } })).statusCode).toBe(422);
    expect((await giveTip(t.app, { key, body })).statusCode).toBe(200);
  });

  describe('a giver who never comes back', () => {
    const sandbox = () => createSandboxProvider(t.database.db);
    const hoursLater = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000);

    it('is left alone while they may still be at their bank, then cancelled and closed as failed', async () => {
      const key = newKey();
      const body = await bodyFor();
      const asked = await giveTip(t.app, { key, body });
      const tip = await tipRow(key);
      const soon = await reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(sandbox()),
        now: hoursLater(0.5),
      });
      expect(soon.abandoned).toBe(0);
      expect((await tipRow(key))?.status).toBe('requiresAction');

      const late = new Date(tip!.createdAt.getTime() + AUTHENTICATION_TIMEOUT_MS + 60_000);
      const report = await reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(sandbox()),
        now: late,
      });
      expect(report.abandoned).toBeGreaterThanOrEqual(1);
      expect(await tipRow(key)).toMatchObject({ status: 'failed', failureCode: 'authentication_required' });
      const [charge] = await t.database.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.intentId, tip!.id));
      expect(charge?.status).toBe('failed');
      // The bank step can no longer be completed, and the giver coming back learns it failed.
      expect((await authenticate(asked.json().data.nextAction.clientSecret, 'complete')).statusCode).toBe(
        409,
      );
      expect((await giveTip(t.app, { key, body })).statusCode).toBe(402);
    });

    it('is paid by reconciliation when they confirmed with their bank but did not return', async () => {
      const fresh = (await createReceiver(t.database.db)).user;
      const key = newKey();
      const body = await bodyFor({ payee: fresh.id });
      const asked = await giveTip(t.app, { key, body });
      await authenticate(asked.json().data.nextAction.clientSecret, 'complete');
      await reconcilePendingTips({
        db: t.database.db,
        providers: tipProvidersFrom(sandbox()),
        now: hoursLater(2),
      });
      expect((await tipRow(key))?.status).toBe('succeeded');
      expect(await received(fresh)).toBe(-950);
      const back = await giveTip(t.app, { key, body });
      expect(back.json()).toMatchObject({ message: 'Transaction Successful', data: { nextAction: null } });
      expect(await received(fresh)).toBe(-950);
    });
  });
});
