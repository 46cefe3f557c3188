import { sql } from 'drizzle-orm';
import type { TeamPoolRunRow } from '../../db/schema/team-pool.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PoolDeps } from './pool-deps.ts';
import { lastCompletePeriodEnd } from './pool-period.ts';
import { runShareOut } from './run-share-out.service.ts';

/** Not failures of a scheduled run: the pool is empty, or nobody has a share yet. */
const quietlySkipped = (error: unknown) =>
  error instanceof AppError && (error.key === 'poolNothingToShare' || error.key === 'poolNoShares');

/**
 * Shares out every daily or weekly pool whose last complete day or week has no run yet (a run a
 * manager made after that period's end counts as one). Safe on several instances at once: runs
 * of the same period make one. A team's failure does not stop the others; they are thrown together.
 */
export async function runDueShareOuts(deps: PoolDeps, now: Date): Promise<TeamPoolRunRow[]> {
  const daily = lastCompletePeriodEnd('daily', now).toISOString();
  const weekly = lastCompletePeriodEnd('weekly', now).toISOString();
  const due = await rowsOf<{ team_id: string }>(
    deps.db,
    sql`select p.team_id from team_pool_policies p
        join teams t on t.id = p.team_id
        cross join lateral (select case p.frequency when 'daily' then ${daily}::timestamptz
                                                     else ${weekly}::timestamptz end as period_end) d
        where p.frequency in ('daily', 'weekly') and t.created_at < d.period_end
          and not exists (select 1 from team_pool_runs r
                          where r.team_id = p.team_id and r.period_end >= d.period_end)`,
  );
  const runs: TeamPoolRunRow[] = [];
  const errors: unknown[] = [];
  for (const { team_id: teamId } of due) {
    try {
      runs.push(await runShareOut(deps, { teamId, byUserId: null, trigger: 'scheduled', now }));
    } catch (error) {
      if (!quietlySkipped(error)) errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'scheduled share-outs failed');
  return runs;
}
