import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { teamPoolRuns } from '../../db/schema/team-pool.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ledgerBalance } from '../../../test/tips-fixtures.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { lastCompletePeriodEnd, nextScheduledRun } from './pool-period.ts';
import { runDueShareOuts } from './pool-scheduler.ts';
import {
  DAY_MS,
  newPoolTeam,
  poolDeps,
  postRun,
  putPolicy,
  tipTeam,
  type PoolTeam,
} from './pool-test-helpers.ts';
import type { PoolRunRecord } from './run-record.ts';

describe('share-out periods', () => {
  it('ends a daily period at 00:00 UTC today and a weekly one at Monday 00:00 UTC', () => {
    const sunday = new Date('2026-03-15T23:59:59.999Z');
    expect(lastCompletePeriodEnd('daily', sunday).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(lastCompletePeriodEnd('weekly', sunday).toISOString()).toBe('2026-03-09T00:00:00.000Z');
    const monday = new Date('2026-03-16T00:00:00.000Z');
    expect(lastCompletePeriodEnd('weekly', monday).toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(nextScheduledRun('daily', sunday)?.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(nextScheduledRun('weekly', sunday)?.toISOString()).toBe('2026-03-16T00:00:00.000Z');
    expect(nextScheduledRun('weekly', monday)?.toISOString()).toBe('2026-03-23T00:00:00.000Z');
    expect(nextScheduledRun('onDemand', sunday)).toBeNull();
  });
});

// On PostgreSQL (TEST_DATABASE_URL) the runs really overlap on a pool of connections.
describe('share-outs at the same moment, and by the clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const startOfDay = (at: Date) => lastCompletePeriodEnd('daily', at);

  async function runsOf(team: PoolTeam) {
    return db()
      .select()
      .from(teamPoolRuns)
      .where(eq(teamPoolRuns.teamId, team.team.id))
      .orderBy(teamPoolRuns.seq);
  }

  /**
   * Starts the work while the team row is locked, and lets it go only once `waiting` sessions wait
   * for that lock, so the calls truly overlap (PostgreSQL); on PGlite they simply run together.
   */
  async function atOnce<T>(team: PoolTeam, work: () => Promise<T>[], waiting: number): Promise<T[]> {
    if (t.database.kind !== 'postgres') return Promise.all(work());
    let started: Promise<T[]> | undefined;
    await db().transaction(async (tx) => {
      await tx.execute(sql`select id from teams where id = ${team.team.id} for update`);
      started = Promise.all(work());
      for (let i = 0; i < 200; i++) {
        const [row] = await rowsOf<{ n: number }>(
          db(),
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if ((row?.n ?? 0) >= waiting) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    return started ?? [];
  }

  it('shares a daily pool once for the last complete day, even when two schedulers run at once', async () => {
    const team = await newPoolTeam(db(), { members: 2, createdDaysAgo: 3 });
    await putPolicy(t.app, team, { kind: 'equal', frequency: 'daily' });
    const tips = [await tipTeam(t.app, team, 1000), await tipTeam(t.app, team, 2500)];
    const deps = poolDeps(t);

    // Today's tips belong to today, which is not over: nothing is shared yet.
    expect(await runDueShareOuts(deps, new Date())).toEqual([]);
    expect(await runsOf(team)).toHaveLength(0);

    const tomorrow = new Date(startOfDay(new Date()).getTime() + DAY_MS + 30 * 60_000);
    const answers = await atOnce(
      team,
      () => [runDueShareOuts(deps, tomorrow), runDueShareOuts(deps, tomorrow)],
      2,
    );
    const runs = await runsOf(team);
    expect(runs).toHaveLength(1);
    expect(answers.flat().map((r) => r.id)).toEqual([runs[0]!.id, runs[0]!.id]);
    const record = runs[0]!.record as PoolRunRecord;
    expect(record).toMatchObject({ seq: 1, trigger: 'scheduled', createdBy: null });
    expect(record.periodStart).toBe(team.team.createdAt.toISOString());
    expect(record.periodEnd).toBe(startOfDay(tomorrow).toISOString());
    expect(record.pools).toEqual([{ currency: 'USD', amount: tips[0]!.net + tips[1]!.net, tipCount: 2 }]);
    expect(await ledgerBalance(db(), accountKeys.teamPool(team.team.id))).toBe(0);

    // Called again that day, the scheduler has nothing left to do.
    expect(await runDueShareOuts(deps, new Date(tomorrow.getTime() + 60_000))).toEqual([]);
    expect(await runsOf(team)).toHaveLength(1);
  });

  it('shares a weekly pool up to Monday, from where a manager’s share-out on demand stopped', async () => {
    const team = await newPoolTeam(db(), { members: 2, createdDaysAgo: 20 });
    await putPolicy(t.app, team, { kind: 'equal', frequency: 'weekly' });
    await tipTeam(t.app, team, 4000);
    const res = await postRun(t.app, team);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.run.trigger).toBe('onDemand');
    const managerEnd = res.json().data.run.periodEnd as string;
    const late = await tipTeam(t.app, team, 900);
    const deps = poolDeps(t);
    const ofTeam = (runs: { teamId: string }[]) => runs.filter((r) => r.teamId === team.team.id);

    // This week is not over: the late tip waits for it.
    expect(ofTeam(await runDueShareOuts(deps, new Date()))).toEqual([]);

    const nextWeek = new Date(Date.now() + 7 * DAY_MS);
    const [run] = ofTeam(await runDueShareOuts(deps, nextWeek)) as Awaited<ReturnType<typeof runsOf>>;
    const record = run!.record as PoolRunRecord;
    expect(record).toMatchObject({ seq: 2, trigger: 'scheduled', periodStart: managerEnd });
    expect(record.periodEnd).toBe(lastCompletePeriodEnd('weekly', nextWeek).toISOString());
    expect(new Date(record.periodEnd).getUTCDay()).toBe(1);
    expect(record.pools).toEqual([{ currency: 'USD', amount: late.net, tipCount: 1 }]);
  });

  it('gives one run when a manager asks twice at the same moment; the other is told nothing is left', async () => {
    const team = await newPoolTeam(db(), { members: 3 });
    await tipTeam(t.app, team, 1200);
    const answers = await atOnce(team, () => [postRun(t.app, team), postRun(t.app, team)], 2);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      'There is nothing in the pool to share out yet.',
    );
    const [row] = await db()
      .select({ n: count() })
      .from(teamPoolRuns)
      .where(eq(teamPoolRuns.teamId, team.team.id));
    expect(row?.n).toBe(1);
    expect(await ledgerBalance(db(), accountKeys.teamPool(team.team.id))).toBe(0);
  });
});
