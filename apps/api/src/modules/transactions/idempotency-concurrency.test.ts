import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  countRows,
  createReceiver,
  giveTip,
  ledgerBalance,
  newKey,
  sandboxToken,
  TEST_CARDS,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';

// On PostgreSQL the 50 requests really run at once on a pool of connections; on PGlite the
// database serializes them, but the requests still interleave at every await.
describe('one Idempotency-Key, many requests at the same moment', () => {
  let t: TestApp;
  let receiver: UserRow;
  beforeAll(async () => {
    t = await createTestApp();
    receiver = (await createReceiver(t.database.db)).user;
  });
  afterAll(() => t.close());

  it('50 concurrent requests with one key: one charge, one ledger entry, 50 identical answers', async () => {
    const key = newKey();
    const body = {
      payee: receiver.id,
      amount: 2500,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: await sandboxToken(t.app),
    };
    const charges = await countRows(t.database.db, 'sandbox_charges');
    const answers = await Promise.all(Array.from({ length: 50 }, () => giveTip(t.app, { key, body })));

    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const first = answers[0]!.json();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges + 1);
    expect(await countRows(t.database.db, 'tips')).toBe(1);
    expect(await countRows(t.database.db, 'ledger_transactions')).toBe(1);
    expect(await ledgerBalance(t.database.db, `receiver:${receiver.id}`)).toBe(-2375);
  });

  it('a card needing 3-D Secure, 20 requests at once, then 20 after the bank step: one charge, one payment', async () => {
    const fresh = (await createReceiver(t.database.db)).user;
    const key = newKey();
    const body = {
      payee: fresh.id,
      amount: 1000,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: await sandboxToken(t.app, TEST_CARDS.authentication),
    };
    const charges = await countRows(t.database.db, 'sandbox_charges');
    const asked = await Promise.all(Array.from({ length: 20 }, () => giveTip(t.app, { key, body })));
    expect(asked.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const secrets = new Set(asked.map((a) => a.json().data.nextAction?.clientSecret));
    expect(secrets.size).toBe(1);
    expect(await countRows(t.database.db, 'sandbox_charges')).toBe(charges + 1);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/authenticate',
      payload: { clientSecret: [...secrets][0], result: 'complete' },
    });
    expect(confirmed.statusCode).toBe(200);
    const ledger = await countRows(t.database.db, 'ledger_transactions');
    const paid = await Promise.all(Array.from({ length: 20 }, () => giveTip(t.app, { key, body })));
    const first = paid[0]!.json();
    expect(first.data.transaction.status).toBe('succeeded');
    for (const answer of paid) expect(answer.json()).toEqual(first);
    expect(await countRows(t.database.db, 'ledger_transactions')).toBe(ledger + 1);
    expect(await ledgerBalance(t.database.db, `receiver:${fresh.id}`)).toBe(-950);
  });

  it('50 concurrent requests with 50 keys: 50 charges, each answered once', async () => {
    const token = await sandboxToken(t.app);
    const before = await countRows(t.database.db, 'sandbox_charges');
    const balance = await ledgerBalance(t.database.db, `receiver:${receiver.id}`);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        giveTip(t.app, {
          key: newKey(),
          body: {
            payee: receiver.id,
            amount: 100,
            currency: 'USD',
            paymentType: 'card',
            paymentMethod: token,
          },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.json().data.transaction.id)).size).toBe(50);
    expect(await countRows(t.database.db, 'sandbox_charges')).toBe(before + 50);
    expect((await ledgerBalance(t.database.db, `receiver:${receiver.id}`)) - balance).toBe(-50 * 95);
    expect(await unbalancedLedgerTransactions(t.database.db)).toEqual([]);
  });
});
