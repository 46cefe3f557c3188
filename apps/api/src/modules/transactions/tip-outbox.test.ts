import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { JOB_NAMES } from '../../jobs/job-catalogue.ts';
import { quiet } from '../../jobs/job-queue-test-kit.ts';
import { createPgBossQueue } from '../../jobs/pg-boss-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createReceiver, giveTip, rowsOf, sandboxToken } from '../../../test/tips-fixtures.ts';
import { createInProcessLiveBus } from '../live/in-process-live-bus.ts';
import type { LiveEvent } from '../live/live-bus.ts';

const fast = { pollIntervalSeconds: 0.5, maintenanceIntervalSeconds: 60, stopTimeoutMs: 1000 };

/**
 * The outbox: what a paid tip owes (the giver's receipt, the receiver's notification live and by
 * push) is stored as jobs in the transaction that records the payment. An instance that dies right
 * after that commit loses nothing: any other instance delivers it, once.
 */
describe('a paid tip owes its receipt and notification even if its instance dies at the commit', () => {
  let database: Database;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database.close();
  });

  /** An instance on the shared database whose pg-boss queue works only the jobs named. */
  async function instance(work: (typeof JOB_NAMES)[number][], liveBus = createInProcessLiveBus()) {
    const queue = createPgBossQueue({ db: database.db, log: quiet, timings: fast, clock: false, work });
    const t = await createTestApp({ sharedDatabase: database, deps: { jobs: queue, liveBus } });
    apps.push(t);
    return { t, queue, liveBus };
  }
  const jobsOf = (tipId: string, receiverId: string) =>
    rowsOf<{ name: string; state: string }>(
      database.db,
      sql`select name, state from pgboss.job
          where (name = 'mail-send' and data->>'key' = ${`receipt:${tipId}`})
             or (name = 'notifications-deliver' and data::text like ${`%${receiverId}%`})
          order by name`,
    );

  it('stores the receipt and the notification with the payment; another instance delivers each once', async () => {
    // The first instance answers the guest and then "dies": it never delivers anything.
    const first = await instance([]);
    const receiver = await createReceiver(database.db);
    const paid = await giveTip(first.t.app, {
      body: {
        payee: receiver.user.id,
        amount: 1500,
        currency: 'USD',
        paymentType: 'card',
        paymentMethod: await sandboxToken(first.t.app),
        email: 'guest@example.test',
      },
    });
    expect(paid.statusCode).toBe(200);
    const tipId = paid.json().data.transaction.id as string;
    expect(await jobsOf(tipId, receiver.user.id)).toEqual([
      { name: 'mail-send', state: 'created' },
      { name: 'notifications-deliver', state: 'created' },
    ]);
    await first.t.close();
    apps.splice(apps.indexOf(first.t), 1);
    expect(first.t.mails).toEqual([]);

    // Listening before the second instance starts: its worker may deliver at its first fetch.
    const heard: LiveEvent[] = [];
    const liveBus = createInProcessLiveBus();
    await liveBus.subscribe(receiver.user.id, (event) => heard.push(event));
    const second = await instance([...JOB_NAMES], liveBus);
    await second.queue.wake(['mail-send', 'notifications-deliver']);
    const receipts = () => second.t.mails.filter((m) => m.to === 'guest@example.test');
    for (let i = 0; i < 100 && (receipts().length === 0 || heard.length === 0); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receipts()).toHaveLength(1);
    expect(receipts()[0]?.messageId).toMatch(new RegExp(`^<receipt\\.${tipId}@`));
    expect(heard).toHaveLength(1);

    // Delivered again (its job retried after the mail went out): the guest still has one receipt.
    await database.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now()
          where name = 'mail-send' and data->>'key' = ${`receipt:${tipId}`}`,
    );
    await second.queue.wake(['mail-send']);
    for (let i = 0; i < 100; i++) {
      const [job] = await jobsOf(tipId, receiver.user.id);
      if (job?.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await jobsOf(tipId, receiver.user.id))[0]).toEqual({ name: 'mail-send', state: 'completed' });
    expect(receipts()).toHaveLength(1);
  });
});
