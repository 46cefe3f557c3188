import { desc, eq } from 'drizzle-orm';
import type { PoolPolicyMember, PoolShare } from '@opentip/shared/schemas/team-pool.schema';
import type { Db } from '../../db/client.ts';
import { teamPoolRuns, type TeamPoolRunRow } from '../../db/schema/team-pool.ts';
import type { TeamRow } from '../teams/team-lookup.ts';
import { hoursFromShifts, withShiftHours } from '../stations/shift-hours.ts';
import { allocateShares } from './allocate-shares.ts';
import { poolBalances, type PoolBalance } from './pool-balance.ts';
import { runPeriodEnd } from './pool-period.ts';
import { policyMembers, policySettings, sharingPeople } from './pool-policy.service.ts';

export async function latestRun(db: Db, teamId: string): Promise<TeamPoolRunRow | null> {
  const [run] = await db
    .select()
    .from(teamPoolRuns)
    .where(eq(teamPoolRuns.teamId, teamId))
    .orderBy(desc(teamPoolRuns.seq))
    .limit(1);
  return run ?? null;
}

export interface ShareOutPlan {
  periodStart: Date;
  periodEnd: Date;
  policy: Awaited<ReturnType<typeof policySettings>>;
  members: PoolPolicyMember[];
  /** Currencies with a positive amount to share; a negative one is carried to a later run. */
  pools: PoolBalance[];
  /** Positive shares only, by currency, then user id. */
  shares: PoolShare[];
}

/**
 * What a run would do: the period (from the previous run's end, or the team's creation), the
 * policy and the sharing members as they are now, the pool's balances and each member's share.
 * Used by the run itself (under the team lock) and by the preview, so both always agree.
 */
export async function planShareOut(
  db: Db,
  options: {
    team: Pick<TeamRow, 'id' | 'createdAt'>;
    previous: TeamPoolRunRow | null;
    trigger: 'scheduled' | 'onDemand';
    now: Date;
    /** The provider pays amounts in multiples of this (Stripe: ISK in 100s, KWD in 10s); usually 1. */
    amountStep: (currency: string) => number;
  },
): Promise<ShareOutPlan> {
  const { team, previous } = options;
  const policy = await policySettings(db, team.id);
  const periodStart = previous?.periodEnd ?? team.createdAt;
  const periodEnd = runPeriodEnd({ frequency: policy.frequency, trigger: options.trigger }, options.now);
  const people = await sharingPeople(db, team.id);
  // An hours policy fed by shifts: each member's hours are those clocked in this run's period.
  const fromShifts = policy.kind === 'hours' && policy.hoursSource === 'shifts';
  const inputs = fromShifts
    ? withShiftHours(
        policy.members,
        await hoursFromShifts(db, { teamId: team.id, periodStart, periodEnd }),
        people.map((p) => p.userId),
      )
    : policy.members;
  const members = policyMembers({ ...policy, members: inputs }, people);
  const balances =
    periodEnd > periodStart ? await poolBalances(db, { teamId: team.id, periodStart, periodEnd }) : [];
  // Shared in whole steps of the provider; what is less than a step stays for a later run.
  const pools = balances
    .map((b) => {
      const step = options.amountStep(b.currency);
      return { ...b, step, amount: b.amount > 0 ? b.amount - (b.amount % step) : 0 };
    })
    .filter((b) => b.amount > 0);
  const weights = members.map((m) => ({ userId: m.userId, weight: m.weight }));
  const hasWeight = weights.some((w) => w.weight > 0);
  const shares = hasWeight
    ? pools.flatMap((pool) =>
        allocateShares(pool.amount / pool.step, weights)
          .filter((a) => a.amount > 0)
          .map((a) => ({ userId: a.userId, currency: pool.currency, amount: a.amount * pool.step })),
      )
    : [];
  return {
    periodStart,
    periodEnd,
    policy,
    members,
    pools: pools.map(({ step: _step, ...pool }) => pool),
    shares,
  };
}
