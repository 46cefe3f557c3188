import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createInlineJobQueue } from './inline-job-queue.ts';
import type { JobHandlers } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

const quiet = { error() {}, warn() {} };
const fast = { pollIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, stopTimeoutMs: 1000 };

/** Handlers where only the payouts job does something: what the test says. */
const payingOut = (run: () => Promise<void>): JobHandlers => ({
  'mail-send': async () => {},
  'notification-push': async () => {},
  'tips-reconcile': async () => {},
  'pool-share-outs': async () => {},
  'billing-renew-due': async () => {},
  'payouts-retry': run,
});

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('failed jobs, listed and retried (pg-boss)', () => {
  let database: Database;
  const stops: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await database.db.execute(sql`delete from pgboss.job`);
  });
  afterAll(() => database.close());

  it('lists a job that failed for good with its error message only, and runs it again on retry', async () => {
    let broken = true;
    let runs = 0;
    const queue = createPgBossQueue({ db: database.db, log: quiet, timings: fast, clock: false });
    await queue.start(
      payingOut(async () => {
        runs += 1;
        if (broken) throw new Error('provider unreachable');
      }),
    );
    stops.push(() => queue.stop());
    await queue.send('payouts-retry', {});

    const [job] = await until(async () => {
      const failed = await queue.listFailed();
      return failed.length > 0 ? failed : undefined;
    });
    expect(job).toMatchObject({ name: 'payouts-retry', error: 'provider unreachable', retryCount: 0 });
    expect(job?.failedAt).toBeInstanceOf(Date);
    expect(job?.error).not.toContain('at ');

    broken = false;
    expect(await queue.retryFailed('payouts-retry', job!.id)).toBe(true);
    await until(async () => {
      const [row] = await rowsOf<{ state: string }>(
        database.db,
        sql`select state from pgboss.job where id = ${job!.id}`,
      );
      return row?.state === 'completed' ? row : undefined;
    });
    expect(runs).toBe(2);
    expect(await queue.listFailed()).toEqual([]);
  });

  it('answers false for a job that is unknown, of another name, or not failed', async () => {
    const queue = createPgBossQueue({ db: database.db, log: quiet, timings: fast, clock: false });
    await queue.start(payingOut(async () => {}));
    stops.push(() => queue.stop());
    expect(await queue.retryFailed('payouts-retry', '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await queue.retryFailed('payouts-retry', 'not-a-uuid')).toBe(false);
  });
});

describe('failed jobs, listed and retried (inline queue)', () => {
  it('remembers a failed job until a retry succeeds; a failed retry counts', async () => {
    const queue = createInlineJobQueue(quiet);
    let failures = 2;
    await queue.start(
      payingOut(async () => {
        if (failures-- > 0) throw new Error('still down');
      }),
    );
    await queue.send('payouts-retry', {});
    const [job] = await queue.listFailed();
    expect(job).toMatchObject({ name: 'payouts-retry', error: 'still down', retryCount: 0 });

    expect(await queue.retryFailed('mail-send', job!.id)).toBe(false);
    expect(await queue.retryFailed('payouts-retry', job!.id)).toBe(true);
    expect(await queue.listFailed()).toMatchObject([{ id: job!.id, retryCount: 1 }]);
    expect(await queue.retryFailed('payouts-retry', job!.id)).toBe(true);
    expect(await queue.listFailed()).toEqual([]);
  });
});
