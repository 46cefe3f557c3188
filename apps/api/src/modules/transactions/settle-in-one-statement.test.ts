import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { tips } from '../../db/schema/payments.ts';
import { jobPayloads, type JobName } from '../../jobs/job-catalogue.ts';
import { quiet, until } from '../../jobs/job-queue-test-kit.ts';
import { withJobQueue } from '../../jobs/job-scope.ts';
import { createPgBossQueue, type PgBossQueue } from '../../jobs/pg-boss-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import {
  createReceiver,
  giveTip,
  ledgerBalance,
  newKey,
  rowsOf,
  sandboxToken,
  unbalancedLedgerTransactions,
} from '../../../test/tips-fixtures.ts';
import { settleTip } from './settle-tip.ts';

const fast = { pollIntervalSeconds: 0.5, maintenanceIntervalSeconds: 60, stopTimeoutMs: 1000 };

/**
 * With pg-boss (production's queue) a payment settles in one statement: the tip, its ledger
 * posting, the receiver's notification and its delivery job, the receipt's job. PostgreSQL only
 * (vitest.config.ts): the last test holds a row on a second connection.
 */
describe('a payment settled in one statement', () => {
  let database: Database;
  let t: TestApp;
  let queue: PgBossQueue;
  beforeAll(async () => {
    database = await openTestDatabase();
    // A queue that works no job: what the settlement stored stays to be looked at.
    queue = createPgBossQueue({ db: database.db, log: quiet, timings: fast, clock: false, work: [] });
    t = await createTestApp({ sharedDatabase: database, deps: { jobs: queue } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const jobsNamed = (name: JobName, like: string) =>
    rowsOf<{ data: unknown }>(
      database.db,
      sql`select data from pgboss.job where name = ${name} and data::text like ${`%${like}%`}`,
    );
  const tipBody = async (payee: string) => ({
    payee,
    amount: 1000,
    currency: 'USD',
    paymentType: 'card',
    paymentMethod: await sandboxToken(t.app),
    email: 'guest@example.test',
  });

  it('records the tip, its balanced posting, the notification with its job and the receipt job', async () => {
    const receiver = await createReceiver(database.db);
    const answer = await giveTip(t.app, { key: newKey(), body: await tipBody(receiver.user.id) });
    expect(answer.statusCode).toBe(200);
    const tipId: string = answer.json().data.transaction.id;

    const [tip] = await database.db.select().from(tips).where(eq(tips.id, tipId));
    expect(tip?.status).toBe('succeeded');
    expect(tip?.response).toEqual({ statusCode: 200, body: answer.json() });
    expect(await unbalancedLedgerTransactions(database.db)).toEqual([]);
    expect(await ledgerBalance(database.db, `receiver:${receiver.user.id}`)).toBe(-950);

    const notices = await rowsOf<{ id: string; type: string; data: { transactionId: string } }>(
      database.db,
      sql`select id, type, data from notifications where user_id = ${receiver.user.id}`,
    );
    expect(notices.map((n) => [n.type, n.data.transactionId])).toEqual([['tipReceived', tipId]]);
    const [delivery] = await jobsNamed('notifications-deliver', notices[0]!.id);
    expect(jobPayloads['notifications-deliver'].parse(delivery?.data)).toEqual({
      notifications: [[receiver.user.id, notices[0]!.id]],
      pushIds: [],
      mailIds: [],
    });
    const receipts = await jobsNamed('mail-send', `receipt:${tipId}`);
    expect(receipts).toHaveLength(1);
    expect(jobPayloads['mail-send'].parse(receipts[0]?.data)).toMatchObject({ to: 'guest@example.test' });
  });

  it('settles a tip once: a later word of the same payment adds nothing', async () => {
    const receiver = await createReceiver(database.db);
    const answer = await giveTip(t.app, { key: newKey(), body: await tipBody(receiver.user.id) });
    const tipId: string = answer.json().data.transaction.id;
    const [tip] = await database.db.select().from(tips).where(eq(tips.id, tipId));
    const again = await settleTip(withJobQueue(database.db, queue), {
      tip: tip!,
      outcome: { status: 'succeeded', paymentId: tip!.providerPaymentId!, card: null },
      now: new Date(),
      lateSuccess: true,
    });
    expect(again.settledNow).toBe(false);
    expect(again.response).toEqual(tip!.response);
    expect(await ledgerBalance(database.db, `receiver:${receiver.user.id}`)).toBe(-950);
    const notices = await rowsOf<{ id: string }>(
      database.db,
      sql`select id from notifications where user_id = ${receiver.user.id}`,
    );
    expect(notices).toHaveLength(1);
    expect(await jobsNamed('mail-send', `receipt:${tipId}`)).toHaveLength(1);
  });

  // The statement cannot see an account committed after it began: the line is missing, the
  // commit-time balance check refuses it, and the settlement runs again in a transaction.
  it('settles a first tip while another transaction creates the receiver’s account', async () => {
    const receiver = await createReceiver(database.db);
    let commitAccount: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (commitAccount = resolve));
    let accountInserted: () => void = () => undefined;
    const inserted = new Promise<void>((resolve) => (accountInserted = resolve));
    const creator = database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_accounts (key, kind, currency) values (${`receiver:${receiver.user.id}`}, 'receiver', 'USD')`,
      );
      accountInserted();
      await released;
    });
    await inserted;
    const tip = giveTip(t.app, { key: newKey(), body: await tipBody(receiver.user.id) });
    // The settlement waits on the uncommitted account row; then the account commits.
    await until(async () => ((await waitingOnLocks(database)) > 0 ? true : undefined));
    commitAccount();
    await creator;
    expect((await tip).statusCode).toBe(200);
    expect(await unbalancedLedgerTransactions(database.db)).toEqual([]);
    expect(await ledgerBalance(database.db, `receiver:${receiver.user.id}`)).toBe(-950);
  });
});

/** Backends of this database waiting for a lock another holds. */
async function waitingOnLocks(database: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return row?.n ?? 0;
}
