import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema/payments.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sameConnection, secondConnection, type WatchedDb } from '../../../test/second-connection.ts';
import { createReceiver, giveTip, newKey, sandboxToken, TEST_CARDS } from '../../../test/tips-fixtures.ts';

const touchesSandboxTables = (statement: string) => statement.includes('"sandbox_');
const touchesTipsOrLedger = (statement: string) => /"(tips|ledger_\w+)"/.test(statement);

describe('the sandbox provider on a database connection of its own (AppDeps.sandboxDb)', () => {
  let database: Database;
  let app: WatchedDb;
  let sandbox: WatchedDb;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = sameConnection(database);
    sandbox = secondConnection(database, { max: 4 });
    t = await createTestApp({ sharedDatabase: database, deps: { db: app.db, sandboxDb: sandbox.db } });
  });
  afterAll(async () => {
    await t.close();
    await sandbox.close();
    await database.close();
  });

  it("tokenizes, charges and authenticates on the sandbox's connection only", async () => {
    const receiver = (await createReceiver(database.db)).user;
    const body = async (card: string) => ({
      payee: receiver.id,
      amount: 1200,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: await sandboxToken(t.app, card),
    });
    const paid = await giveTip(t.app, { key: newKey(), body: await body(TEST_CARDS.ok) });
    expect(paid.statusCode).toBe(200);
    const tipId: string = paid.json().data.transaction.id;

    const key = newKey();
    const secure = await body(TEST_CARDS.authentication);
    const asked = await giveTip(t.app, { key, body: secure });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/authenticate',
      payload: { clientSecret: asked.json().data.nextAction.clientSecret, result: 'complete' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await giveTip(t.app, { key, body: secure })).json().data.transaction.status).toBe('succeeded');

    // The charge is there through the sandbox's own connection...
    const [charge] = await sandbox.db.select().from(sandboxCharges).where(eq(sandboxCharges.intentId, tipId));
    expect(charge?.status).toBe('succeeded');
    expect(sandbox.statements.some((s) => s.startsWith('insert into "sandbox_payment_methods"'))).toBe(true);
    expect(sandbox.statements.some((s) => s.startsWith('insert into "sandbox_charges"'))).toBe(true);
    expect(sandbox.statements.some((s) => s.startsWith('update "sandbox_charges"'))).toBe(true);
    // ...which touches no table of the app's, while the app's connection touches none of the sandbox's.
    expect(sandbox.statements.filter(touchesTipsOrLedger)).toEqual([]);
    expect(app.statements.some((s) => s.startsWith('insert into "tips"'))).toBe(true);
    expect(app.statements.filter(touchesSandboxTables)).toEqual([]);
  });
});
