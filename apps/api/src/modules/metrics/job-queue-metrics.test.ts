import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createPgBossQueue, type PgBossQueue } from '../../jobs/pg-boss-queue.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { sampleValue, scrapeMetrics } from './metrics-test-helpers.ts';

const mail = { to: 'giver@example.test', subject: 'Your tip receipt', text: 'Thank you' };

describe('job queue metrics on pg-boss', () => {
  let database: Database;
  let queue: PgBossQueue;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    // Workers on no queue: what is sent stays waiting, as when every worker is down or busy.
    queue = createPgBossQueue({
      db: database.db,
      log: { error() {}, warn() {} },
      timings: { pollIntervalSeconds: 0.5, stopTimeoutMs: 1000 },
      clock: false,
      work: [],
    });
    t = await createTestApp({ sharedDatabase: database, deps: { jobs: queue } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const scrape = async () => {
    const res = await scrapeMetrics(t.app);
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const mailQueue = { queue: 'mail-send' };

  it('reports waiting jobs, how long the oldest has waited, and failed jobs, per queue', async () => {
    await queue.send('mail-send', mail);
    await queue.send('mail-send', mail);
    await database.db.execute(
      sql`update pgboss.job set start_after = now() - interval '90 seconds' where name = 'mail-send'`,
    );
    let text = await scrape();
    expect(sampleValue(text, 'opentip_job_queue_depth', mailQueue)).toBe(2);
    expect(sampleValue(text, 'opentip_job_queue_oldest_age_seconds', mailQueue)).toBeGreaterThanOrEqual(90);
    expect(sampleValue(text, 'opentip_job_queue_oldest_age_seconds', mailQueue)).toBeLessThan(120);
    expect(sampleValue(text, 'opentip_job_queue_failed', mailQueue)).toBe(0);
    expect(sampleValue(text, 'opentip_job_queue_depth', { queue: 'tips-reconcile' })).toBe(0);

    await database.db.execute(sql`
      update pgboss.job set state = 'failed'
      where id = (select id from pgboss.job where name = 'mail-send' limit 1)`);
    text = await scrape();
    expect(sampleValue(text, 'opentip_job_queue_depth', mailQueue)).toBe(1);
    expect(sampleValue(text, 'opentip_job_queue_failed', mailQueue)).toBe(1);
  });

  it('does not count the wait of a job whose time has not come (a retry waiting out its backoff)', async () => {
    await database.db.execute(sql`delete from pgboss.job`);
    await queue.send('mail-send', mail);
    await database.db.execute(
      sql`update pgboss.job set state = 'retry', start_after = now() + interval '5 minutes' where name = 'mail-send'`,
    );
    const text = await scrape();
    expect(sampleValue(text, 'opentip_job_queue_depth', mailQueue)).toBe(1);
    expect(sampleValue(text, 'opentip_job_queue_oldest_age_seconds', mailQueue)).toBe(0);
  });
});
