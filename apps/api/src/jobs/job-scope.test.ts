import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { JobName } from './job-catalogue.ts';
import type { JobQueue } from './job-queue.ts';
import { jobQueueOf, noteJobSent, withJobQueue } from './job-scope.ts';

/** A queue that only records its wake-ups, and whether a row the job stands for was visible then. */
function recordingQueue(database: Database) {
  const wakes: { names: JobName[]; committed: boolean }[] = [];
  const queue: JobQueue = {
    async send() {},
    async start() {},
    async stop() {},
    async wake(names) {
      const rows = await database.db.execute(sql`select count(*)::int as n from job_scope_probe`);
      const n = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      wakes.push({ names, committed: n > 0 });
    },
  };
  return { queue, wakes };
}

describe('the job queue an app reaches through its database handle', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table job_scope_probe (id int)`);
  });
  afterAll(async () => database.close());

  it('gives each app on one shared database its own queue, and none to the bare handle', () => {
    const a = recordingQueue(database).queue;
    const b = recordingQueue(database).queue;
    expect(jobQueueOf(withJobQueue(database.db, a))).toBe(a);
    expect(jobQueueOf(withJobQueue(database.db, b))).toBe(b);
    expect(jobQueueOf(database.db)).toBeUndefined();
  });

  it('wakes the workers once the transaction that stored the job has committed, not before', async () => {
    const { queue, wakes } = recordingQueue(database);
    const db = withJobQueue(database.db, queue);
    await db.transaction(async (tx) => {
      expect(jobQueueOf(tx)).toBe(queue);
      await tx.execute(sql`insert into job_scope_probe values (1)`);
      await noteJobSent(tx, 'mail-send');
      await tx.transaction(async (savepoint) => noteJobSent(savepoint, 'notifications-deliver'));
      expect(wakes).toEqual([]);
    });
    expect(wakes).toEqual([{ names: ['mail-send', 'notifications-deliver'], committed: true }]);
    await db.execute(sql`delete from job_scope_probe`);
  });

  it('wakes nobody for a transaction rolled back, and at once for a statement outside one', async () => {
    const { queue, wakes } = recordingQueue(database);
    const db = withJobQueue(database.db, queue);
    await expect(
      db.transaction(async (tx) => {
        await noteJobSent(tx, 'mail-send');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(wakes).toEqual([]);
    await noteJobSent(db, 'mail-send');
    expect(wakes.map((wake) => wake.names)).toEqual([['mail-send']]);
  });
});
