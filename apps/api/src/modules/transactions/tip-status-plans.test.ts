import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { recentFailuresQuery } from './card-testing-guard.ts';
import { staleTips } from './reconcile-tips.service.ts';

/**
 * The plan PostgreSQL keeps for a prepared statement once it stops planning each run (the generic
 * plan, which knows no parameter's value), with sequential scans made a last resort so that a
 * usable index shows.
 */
async function genericPlan(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql.raw(`prepare generic_plan_test as ${text}`));
    const plan = (await tx.execute(
      sql.raw(`explain execute generic_plan_test(${params.map(() => 'null').join(', ')})`),
    )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    await tx.execute(sql`deallocate generic_plan_test`);
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('the tip queries of every payment read only the tips they are about', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("the card-testing guard reads the hour's failed tips, not every tip of the hour", async () => {
    const plan = await genericPlan(t.database.db, recentFailuresQuery(t.database.db));
    expect(plan).toContain('tips_failed_created_idx');
    expect(plan).not.toContain('Seq Scan on tips');
  });

  it('reconciliation reads the unsettled tips, not every tip', async () => {
    const plan = await genericPlan(
      t.database.db,
      staleTips({ db: t.database.db, now: new Date() }, ['sandbox', 'stripe']),
    );
    expect(plan).toContain('tips_unsettled_idx');
    expect(plan).not.toContain('Seq Scan on tips');
  });
});
