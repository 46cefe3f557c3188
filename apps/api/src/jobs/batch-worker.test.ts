import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import type { MailMessage } from '../integrations/mail/mailer.ts';
import { jobPolicies } from './job-catalogue.ts';
import { handlersWith, pgBossTestKit, quiet, until } from './job-queue-test-kit.ts';
import type { JobHandlers } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

const mail = (n: number): MailMessage => ({
  to: `giver${n}@example.test`,
  subject: `Receipt ${n}`,
  text: 'Thanks',
});

describe('the job queue keeps up: batches, side by side, no wait while there is work', () => {
  const kit = pgBossTestKit();
  // A poll far longer than any test here: a worker that slept between batches would time the test out.
  const slowPoll = { pollIntervalSeconds: 60, maintenanceIntervalSeconds: 60, stopTimeoutMs: 1000 };
  async function startQueue(handlers: JobHandlers) {
    const queue = createPgBossQueue({ db: kit.database.db, log: quiet, timings: slowPoll, clock: false });
    await queue.start(handlers);
    kit.stops.push(() => queue.stop());
    return queue;
  }

  it('takes a backlog in full batches run side by side, one batch straight after another', async () => {
    const waiting = 3 * jobPolicies['mail-send'].batchSize + 5;
    const idle = createPgBossQueue({
      db: kit.database.db,
      log: quiet,
      timings: slowPoll,
      clock: false,
      work: [],
    });
    await idle.start(handlersWith({}));
    for (let n = 0; n < waiting; n++) await idle.send('mail-send', mail(n));
    await idle.stop();

    const sent: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    await startQueue(
      handlersWith({
        'mail-send': async (message) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await new Promise((resolve) => setTimeout(resolve, 20));
          running -= 1;
          sent.push(message.subject);
        },
      }),
    );
    await until(async () => (sent.length === waiting ? true : undefined));
    expect(new Set(sent).size).toBe(waiting);
    expect(mostAtOnce).toBe(jobPolicies['mail-send'].batchSize);
  });

  it('finds a job committed in a transaction at once when woken, not at the next poll', async () => {
    const sent: string[] = [];
    const queue = await startQueue(handlersWith({ 'mail-send': async (m) => void sent.push(m.subject) }));
    await kit.database.db.transaction((tx) => queue.send('mail-send', mail(1), { tx }));
    await queue.wake(['mail-send']);
    await until(async () => (sent.length === 1 ? true : undefined));
    expect(sent).toEqual(['Receipt 1']);
  });

  it('keeps receipts flowing while a long share-out runs', async () => {
    const sent: string[] = [];
    let finishShareOut: () => void = () => undefined;
    const shareOutRunning = new Promise<void>((started) => {
      void startQueue(
        handlersWith({
          'pool-share-outs': () =>
            new Promise<void>((resolve) => {
              finishShareOut = resolve;
              started();
            }),
          'mail-send': async (m) => void sent.push(m.subject),
        }),
      ).then(async (queue) => {
        await queue.send('pool-share-outs', {});
        await queue.wake(['pool-share-outs']);
        for (let n = 0; n < 5; n++) await queue.send('mail-send', mail(n));
        await queue.wake(['mail-send']);
      });
    });
    await shareOutRunning;
    await until(async () => (sent.length === 5 ? true : undefined));
    const [shareOut] = await rowsOf<{ state: string }>(
      kit.database.db,
      sql`select state from pgboss.job where name = 'pool-share-outs'`,
    );
    expect(shareOut?.state).toBe('active');
    finishShareOut();
  });

  it('completes the jobs of a batch that succeeded and retries only the one that failed', async () => {
    const tries = new Map<string, number>();
    await startQueue(
      handlersWith({
        'mail-send': async (m) => {
          tries.set(m.subject, (tries.get(m.subject) ?? 0) + 1);
          if (m.subject === 'Receipt 2') throw new Error('mailbox full');
        },
      }),
    ).then(async (queue) => {
      for (let n = 1; n <= 3; n++) await queue.send('mail-send', mail(n));
      await queue.wake(['mail-send']);
    });
    const states = () =>
      rowsOf<{ subject: string; state: string }>(
        kit.database.db,
        sql`select data->>'subject' as subject, state from pgboss.job where name = 'mail-send' order by 1`,
      );
    const rows = await until(async () => {
      const found = await states();
      return found.every((r) => r.state !== 'created' && r.state !== 'active') ? found : undefined;
    });
    expect(rows).toEqual([
      { subject: 'Receipt 1', state: 'completed' },
      { subject: 'Receipt 2', state: 'retry' },
      { subject: 'Receipt 3', state: 'completed' },
    ]);
  });

  it('hands a job back for a retry when the instance stops before it finished', async () => {
    const queue = await startQueue(handlersWith({ 'mail-send': () => new Promise<void>(() => undefined) }));
    kit.stops.pop();
    await queue.send('mail-send', mail(1));
    await queue.wake(['mail-send']);
    const state = async () =>
      (
        await rowsOf<{ state: string }>(
          kit.database.db,
          sql`select state from pgboss.job where name = 'mail-send'`,
        )
      )[0]?.state;
    await until(async () => ((await state()) === 'active' ? true : undefined));
    await queue.stop();
    expect(await state()).toBe('retry');
  });
});
