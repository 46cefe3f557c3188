import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import type { MailMessage } from '../integrations/mail/mailer.ts';
import { handlersWith, pgBossTestKit, until } from './job-queue-test-kit.ts';
import { jobSqlOfClient } from './job-sql.ts';

const mail = (subject: string): MailMessage => ({ to: 'giver@example.test', subject, text: 'Thank you' });

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  delay_seconds: number;
}

/** Handlers that only mail; each test says what mailing does. */
const mailing = (send: (m: MailMessage) => Promise<void>) => handlersWith({ 'mail-send': send });

describe('the job queue (pg-boss on the app database)', () => {
  const kit = pgBossTestKit();
  const { startQueue, stops } = kit;
  const mailJobs = () =>
    rowsOf<JobRow>(
      kit.database.db,
      sql`select id, state, retry_count,
                 extract(epoch from start_after - now())::float as delay_seconds
          from pgboss.job where name = 'mail-send'`,
    );
  const jobIn = async (state: string) => until(async () => (await mailJobs()).find((j) => j.state === state));
  // Instead of waiting out a delay, the test moves the job's time to now.
  const dueNow = (id: string) =>
    kit.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);

  it('retries a failed mail with a backoff that doubles, until it goes out', async () => {
    const delivered: MailMessage[] = [];
    let attempts = 0;
    const queue = await startQueue(
      mailing(async (message) => {
        attempts += 1;
        if (attempts <= 2) throw new Error('connect ECONNREFUSED');
        delivered.push(message);
      }),
    );
    await queue.send('mail-send', mail('Your tip receipt'));

    // mail-send retries after 30 s, then 60 s ... each with up to as much again of jitter.
    const first = await jobIn('retry');
    expect(first.delay_seconds).toBeGreaterThan(28);
    expect(first.delay_seconds).toBeLessThanOrEqual(60);
    await dueNow(first.id);
    // retry_count counts the retries taken so far: 1 once the first retry failed.
    const second = await until(async () =>
      (await mailJobs()).find((j) => j.state === 'retry' && j.retry_count === 1),
    );
    expect(second.delay_seconds).toBeGreaterThan(58);
    expect(second.delay_seconds).toBeLessThanOrEqual(120);
    await dueNow(second.id);

    await jobIn('completed');
    expect(attempts).toBe(3);
    expect(delivered).toEqual([mail('Your tip receipt')]);
  });

  it('runs again a job whose process died while working on it, once it expires', async () => {
    // "Process A" takes the job and dies: it never completes nor fails it.
    const processA = new PgBoss({ db: jobSqlOfClient(kit.database.db), supervise: false, schedule: false });
    processA.on('error', () => {});
    await processA.start();
    const delivered: MailMessage[] = [];
    const queue = await startQueue(mailing(async (message) => void delivered.push(message)));
    await queue.send('mail-send', mail('Invitation'));
    const [taken] = (await processA.fetch('mail-send')) ?? [];
    expect(taken).toBeDefined();
    await processA.stop({ graceful: false, close: false });
    expect((await mailJobs())[0]?.state).toBe('active');

    // Its expiry (2 minutes for mail) passes; the surviving instance fails it over to a retry.
    await kit.database.db.execute(sql`update pgboss.job set started_on = now() - interval '1 hour'`);
    const retry = await jobIn('retry');
    await dueNow(retry.id);
    await jobIn('completed');
    expect(delivered).toEqual([mail('Invitation')]);
  });

  it('stores a job sent in a transaction only if that transaction commits', async () => {
    const queue = await startQueue(mailing(async () => {}));
    await expect(
      kit.database.db.transaction(async (tx) => {
        await queue.send('mail-send', mail('never'), { tx });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await mailJobs()).toEqual([]);

    await kit.database.db.transaction((tx) => queue.send('mail-send', mail('committed'), { tx }));
    expect(await mailJobs()).toHaveLength(1);
  });

  it('finishes a job under way when the instance stops', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolveStarted) => {
      void startQueue(
        mailing(async () => {
          resolveStarted();
          await new Promise<void>((resolve) => (release = resolve));
        }),
      ).then((queue) => queue.send('mail-send', mail('slow')));
    });
    await started;
    const stopping = stops.pop()?.();
    release();
    await stopping;
    expect((await mailJobs())[0]?.state).toBe('completed');
  });

  it('refuses a payload that does not fit the job', async () => {
    const queue = await startQueue(mailing(async () => {}));
    await expect(
      queue.send('notifications-deliver', { notifications: [['not-a-uuid', 'x']], pushIds: [], mailIds: [] }),
    ).rejects.toThrow();
    await expect(queue.send('mail-send', { to: '' } as MailMessage)).rejects.toThrow();
  });
});
