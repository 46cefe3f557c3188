import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { rowsOf, unbalancedLedgerTransactions } from '../test/tips-fixtures.ts';
import { updateUserBody } from '@opentip/shared/schemas/users-api.schema';
import { users } from './db/schema/users.ts';
import { seedDemoData } from './seed.ts';

describe('npm run seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const count = async (table: string) =>
    Number(
      (
        await rowsOf<{ n: string }>(
          database.db,
          sql`select count(*)::text as n from ${sql.identifier(table)}`,
        )
      )[0]?.n,
    );

  it('creates demo receivers, a giver and weeks of tips with feedback, and adds nothing when run again', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const now = new Date('2026-11-22T18:00:00Z');
    const first = await seedDemoData({ db: database.db, config, now });
    expect(first.accounts.map((a) => [a.username, a.uniqueId])).toEqual([
      ['maria.server', '20260001'],
      ['sunset.housekeeping', '20260002'],
      ['ali.housekeeping', '20260003'],
      ['bluelagoon.golf', '20260004'],
      ['sam.giver', '20260005'],
    ]);
    expect(first.newTips).toBeGreaterThan(20);
    expect(first.newFeedback).toBeGreaterThan(5);
    expect(await count('payment_accounts')).toBe(4);
    const counts = {
      tips: await count('tips'),
      feedback: await count('tip_feedback'),
      ledger: await count('ledger_entries'),
    };

    const again = await seedDemoData({ db: database.db, config, now: new Date('2026-11-25T09:00:00Z') });
    expect(again).toMatchObject({ newTips: 0, newFeedback: 0 });
    expect({
      tips: await count('tips'),
      feedback: await count('tip_feedback'),
      ledger: await count('ledger_entries'),
    }).toEqual(counts);
    expect(await count('users')).toBe(5);
    // The team: its owner and the member the owner accepted, once however often the seed runs.
    expect(
      await rowsOf<{ role: string; status: string }>(
        database.db,
        sql`select role, status from team_memberships order by role`,
      ),
    ).toEqual([
      { role: 'member', status: 'accepted' },
      { role: 'owner', status: 'accepted' },
    ]);
    expect(await unbalancedLedgerTransactions(database.db)).toEqual([]);
    const [oldest] = await rowsOf<{ at: string }>(
      database.db,
      sql`select min(created_at)::text as at from tips`,
    );
    expect(new Date(oldest!.at).getTime()).toBeLessThan(now.getTime() - 14 * 86_400_000);
  });

  it('gives every demo account a profile that saves as it is, phone included', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    await seedDemoData({ db: database.db, config, now: new Date('2026-11-22T18:00:00Z') });
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      const profile = {
        username: row.username,
        firstName: row.firstName,
        lastName: row.lastName,
        fullName: row.fullName,
        phone: row.phone,
      };
      expect(updateUserBody.safeParse(profile).error?.issues, row.username).toBeUndefined();
    }
  });

  it('gives the accounts of an older seed (without a phone) one, then leaves them alone', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const email = 'maria@demo.opentip.test';
    await database.db.update(users).set({ phone: null }).where(eq(users.email, email));
    await database.db.update(users).set({ firstName: 'Mary' }).where(eq(users.email, email));
    await seedDemoData({ db: database.db, config, now: new Date('2026-11-26T09:00:00Z') });
    const [fixed] = await database.db.select().from(users).where(eq(users.email, email));
    expect(fixed).toMatchObject({ phone: '+12025550101', firstName: 'Mary' });

    await seedDemoData({ db: database.db, config, now: new Date('2026-11-27T09:00:00Z') });
    const [again] = await database.db.select().from(users).where(eq(users.email, email));
    // Linking the sandbox payout account again stamps updatedAt; nothing else moves.
    expect({ ...again, updatedAt: null }).toEqual({ ...fixed, updatedAt: null });
  });
});
