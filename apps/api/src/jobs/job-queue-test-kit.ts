import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { JobHandlers } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

export const quiet = { error() {}, warn() {} };
export const fast = { pollIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, stopTimeoutMs: 1000 };

/** Handlers that do nothing but what the test gives. */
export const handlersWith = (given: Partial<JobHandlers>): JobHandlers => ({
  'mail-send': async () => {},
  'notifications-deliver': async () => {},
  'tips-reconcile': async () => {},
  'pool-share-outs': async () => {},
  'billing-renew-due': async () => {},
  'payouts-retry': async () => {},
  ...given,
});

/** Waits until `probe` gives a value. */
export async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Call inside a describe: a test database for its pg-boss queues. The queues a test started stop
 * after it (unless it stopped one itself, taken from `stops`) and its jobs are deleted.
 */
export function pgBossTestKit() {
  const kit = {
    database: undefined as unknown as Database,
    stops: [] as (() => Promise<void>)[],
    async startQueue(handlers: JobHandlers) {
      const queue = createPgBossQueue({ db: kit.database.db, log: quiet, timings: fast, clock: false });
      await queue.start(handlers);
      kit.stops.push(() => queue.stop());
      return queue;
    },
  };
  beforeAll(async () => {
    kit.database = await openTestDatabase();
  });
  afterEach(async () => {
    for (const stop of kit.stops.splice(0)) await stop();
    await kit.database.db.execute(sql`delete from pgboss.job`);
  });
  afterAll(() => kit.database.close());
  return kit;
}
