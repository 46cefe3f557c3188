import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type {
  PoolOverview,
  PoolPolicy,
  PoolPolicyBody,
  PoolPreview,
  PoolRun,
} from '@opentip/shared/schemas/team-pool.schema';
import { teamPoolContests, teamPoolRuns, teamPoolTransfers } from '../../db/schema/team-pool.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { forbidden } from '../../lib/app-error.ts';
import { presentTeamHeader } from '../teams/team.presenter.ts';
import { lockTeam, requireTeamAccess, type TeamAccess } from '../teams/team-lookup.ts';
import { poolBalances } from './pool-balance.ts';
import { nextScheduledRun } from './pool-period.ts';
import { poolSummary } from './pool-summary.ts';
import { readPolicy, savePolicy } from './pool-policy.service.ts';
import { presentRun } from './pool-runs.presenter.ts';
import { runShareOut } from './run-share-out.service.ts';
import { poolProvider, type PoolDeps } from './pool-deps.ts';
import { latestRun, planShareOut } from './share-out-plan.ts';

export const RUNS_PER_PAGE = 10;

interface Caller {
  user: UserRow;
  teamId: string;
}

const access = (deps: PoolDeps, caller: Caller, managers = false) =>
  requireTeamAccess(deps.db, { user: caller.user, ref: { teamId: caller.teamId }, managers });

async function openContests(deps: PoolDeps, { team, membership, manager }: TeamAccess) {
  const [row] = await deps.db
    .select({ n: count() })
    .from(teamPoolContests)
    .where(
      and(
        eq(teamPoolContests.teamId, team.id),
        eq(teamPoolContests.status, 'open'),
        manager ? undefined : eq(teamPoolContests.userId, membership.userId),
      ),
    );
  return row?.n ?? 0;
}

/** GET /teams/pool: the policy, what the pool holds since the last run, the next scheduled run. */
export async function poolOverview(
  deps: PoolDeps,
  options: Caller & { now: Date; contestWindowDays: number },
): Promise<PoolOverview> {
  const found = await access(deps, options);
  const { team } = found;
  const policy = await readPolicy(deps.db, team.id);
  const previous = await latestRun(deps.db, team.id);
  // The period the next share-out covers, as the preview and the run see it.
  const period = {
    teamId: team.id,
    periodStart: previous?.periodEnd ?? team.createdAt,
    periodEnd: options.now,
  };
  const balances = await poolBalances(deps.db, period);
  return {
    team: presentTeamHeader(team, found.membership),
    policy,
    pools: balances.filter((b) => b.amount !== 0 || b.tipCount > 0),
    summary: await poolSummary(deps.db, period),
    nextRunAt: nextScheduledRun(policy.frequency, options.now)?.toISOString() ?? null,
    contestWindowDays: options.contestWindowDays,
    openContests: await openContests(deps, found),
  };
}

/** PUT /teams/pool/policy: the owner only (admins are told so; members learn nothing). */
export async function updatePolicy(
  deps: PoolDeps,
  options: { user: UserRow; body: PoolPolicyBody; now: Date },
): Promise<PoolPolicy> {
  const { membership, team } = await access(deps, { user: options.user, teamId: options.body.teamId }, true);
  if (membership.role !== 'owner') throw forbidden('poolPolicyOwnerOnly', 'POOL_POLICY_OWNER_ONLY');
  return deps.db.transaction(async (tx) => {
    // Under the team lock: the members checked are the ones a run (or a removal) sees next.
    await lockTeam(tx, team.id);
    return savePolicy(tx, {
      teamId: team.id,
      body: options.body,
      byUserId: options.user.id,
      now: options.now,
    });
  });
}

/** GET /teams/pool/preview: what a share-out now would give each member. */
export async function poolPreview(deps: PoolDeps, options: Caller & { now: Date }): Promise<PoolPreview> {
  const { team } = await access(deps, options);
  const previous = await latestRun(deps.db, team.id);
  const plan = await planShareOut(deps.db, {
    team,
    previous,
    trigger: 'onDemand',
    now: options.now,
    amountStep: (currency) => poolProvider(deps).amountStep(currency),
  });
  return {
    periodStart: plan.periodStart.toISOString(),
    periodEnd: plan.periodEnd.toISOString(),
    pools: plan.pools,
    shares: plan.shares,
    members: plan.members,
  };
}

async function transfersOf(deps: PoolDeps, runIds: string[]) {
  if (runIds.length === 0) return [];
  return deps.db.select().from(teamPoolTransfers).where(inArray(teamPoolTransfers.runId, runIds));
}

/** POST /teams/pool/runs: a manager shares the pool out now. */
export async function shareOutNow(
  deps: PoolDeps,
  options: Caller & { now: Date; contestWindowDays: number },
): Promise<PoolRun> {
  const { team } = await access(deps, options, true);
  const run = await runShareOut(deps, {
    teamId: team.id,
    byUserId: options.user.id,
    trigger: 'onDemand',
    now: options.now,
  });
  return presentRun(run, await transfersOf(deps, [run.id]), options.contestWindowDays);
}

/** GET /teams/pool/runs: the team's share-outs, newest first. */
export async function listRuns(
  deps: PoolDeps,
  options: Caller & { page: number; contestWindowDays: number },
) {
  const { team } = await access(deps, options);
  const [total] = await deps.db
    .select({ n: count() })
    .from(teamPoolRuns)
    .where(eq(teamPoolRuns.teamId, team.id));
  const runs = await deps.db
    .select()
    .from(teamPoolRuns)
    .where(eq(teamPoolRuns.teamId, team.id))
    .orderBy(desc(teamPoolRuns.seq))
    .limit(RUNS_PER_PAGE)
    .offset((options.page - 1) * RUNS_PER_PAGE);
  const transfers = await transfersOf(
    deps,
    runs.map((r) => r.id),
  );
  const n = total?.n ?? 0;
  return {
    runs: runs.map((run) =>
      presentRun(
        run,
        transfers.filter((t) => t.runId === run.id),
        options.contestWindowDays,
      ),
    ),
    page: options.page,
    total: n,
    hasMore: options.page * RUNS_PER_PAGE < n,
  };
}
