import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { CODE_ATTEMPTS, giveBackCodeAttempt, takeCodeAttempt } from './code-attempts.service.ts';

// On PostgreSQL (TEST_DATABASE_URL) the 150 attempts really run at once on a pool of connections.
describe('wrong one-time codes per account (code_attempt_windows)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const start = new Date('2026-06-01T08:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  const take = (key: string, now: Date) => takeCodeAttempt(database.db, { key, now });

  it('150 attempts at once: exactly 10 are let through to be checked', async () => {
    const taken = await Promise.all(Array.from({ length: 150 }, () => take('at-once', start)));
    expect(
      taken
        .filter(Boolean)
        .map((a) => a?.failures)
        .sort((a, b) => a! - b!),
    ).toEqual(Array.from({ length: CODE_ATTEMPTS.maxFailures }, (_, i) => i + 1));
    expect(await take('at-once', at(14.9))).toBeNull();
    expect(await take('other-account', at(1))).toMatchObject({ failures: 1 });
  });

  it('the wait ends with the window, 15 minutes after its first failure; a new window starts then', async () => {
    for (let i = 0; i < 10; i += 1) expect(await take('window', at(i))).not.toBeNull();
    expect(await take('window', at(14))).toBeNull();
    expect(await take('window', at(15))).toMatchObject({ failures: 1, windowStartedAt: at(15) });
  });

  it('a right code gives its attempt back', async () => {
    for (let i = 0; i < 9; i += 1) await take('right', start);
    const tenth = await take('right', start);
    await giveBackCodeAttempt(database.db, tenth!);
    expect(await take('right', start)).toMatchObject({ failures: 10 });
    expect(await take('right', start)).toBeNull();
  });
});
