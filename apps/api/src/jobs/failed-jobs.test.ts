import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { createInlineJobQueue } from './inline-job-queue.ts';
import { handlersWith, pgBossTestKit, quiet, until } from './job-queue-test-kit.ts';

/** Handlers where only the payouts job does something: what the test says. */
const payingOut = (run: () => Promise<void>) => handlersWith({ 'payouts-retry': run });

describe('failed jobs, listed and retried (pg-boss)', () => {
  const kit = pgBossTestKit();

  it('lists a job that failed for good with its error message only, and runs it again on retry', async () => {
    let broken = true;
    let runs = 0;
    const queue = await kit.startQueue(
      payingOut(async () => {
        runs += 1;
        if (broken) throw new Error('provider unreachable');
      }),
    );
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
        kit.database.db,
        sql`select state from pgboss.job where id = ${job!.id}`,
      );
      return row?.state === 'completed' ? row : undefined;
    });
    expect(runs).toBe(2);
    expect(await queue.listFailed()).toEqual([]);
  });

  it('answers false for a job that is unknown, of another name, or not failed', async () => {
    const queue = await kit.startQueue(payingOut(async () => {}));
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
