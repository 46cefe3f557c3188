import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows.ts';
import { jobInsertSql } from './job-insert-sql.ts';
import { handlersWith, pgBossTestKit } from './job-queue-test-kit.ts';
import type { JobName } from './job-catalogue.ts';

interface StoredJob {
  name: string;
  data: unknown;
  state: string;
  priority: number;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  expire_in: string;
  kept_for: string;
  dead_letter: string | null;
  policy: string | null;
  singleton_key: string | null;
  singleton_on: string | null;
  start_offset_ok: boolean;
}

describe('a job stored inside a larger statement', () => {
  const kit = pgBossTestKit();
  const stored = (id: string) =>
    rowsOf<StoredJob>(
      kit.database.db,
      sql`select name, data, state, priority, retry_limit, retry_delay, retry_backoff,
                 expire_in::text, (keep_until - start_after)::text as kept_for, dead_letter, policy,
                 singleton_key, singleton_on, abs(extract(epoch from start_after - now())) < 60 as start_offset_ok
          from pgboss.job where id = ${id}`,
    ).then((rows) => rows[0]);

  const samples: [JobName, Record<string, unknown>][] = [
    [
      'mail-send',
      { to: 'giver@example.test', subject: 'Your tip receipt', text: 'Thank you', key: 'receipt:1' },
    ],
    [
      'notifications-deliver',
      {
        notifications: [['6f1c2f4e-0000-4000-8000-000000000001', '6f1c2f4e-0000-4000-8000-000000000002']],
        pushIds: [],
        mailIds: [],
      },
    ],
  ];

  it.each(samples)('is the row pg-boss itself stores for %s', async (name, data) => {
    const queue = await kit.startQueue(handlersWith({}));
    // Stopped, so no worker takes the jobs before they are compared.
    await queue.stop();
    await queue.send(name, data as never);
    const [byBoss] = await rowsOf<{ id: string }>(kit.database.db, sql`select id from pgboss.job`);
    const [byUs] = await rowsOf<{ id: string }>(
      kit.database.db,
      jobInsertSql(name, sql`${JSON.stringify(data)}::jsonb`, sql`true`),
    );
    const fromBoss = await stored(byBoss!.id);
    const fromUs = await stored(byUs!.id);
    expect(fromUs).toEqual(fromBoss);
    expect(fromUs?.start_offset_ok).toBe(true);
  });

  it('stores nothing when its condition does not hold', async () => {
    await kit.startQueue(handlersWith({}));
    const made = await rowsOf<{ id: string }>(
      kit.database.db,
      jobInsertSql('mail-send', sql`'{}'::jsonb`, sql`false`),
    );
    expect(made).toEqual([]);
  });
});
