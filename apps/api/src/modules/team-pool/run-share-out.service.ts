import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import {
  teamPoolRuns,
  teamPoolShares,
  teamPoolTransfers,
  type TeamPoolRunRow,
} from '../../db/schema/team-pool.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { accountKeys, type LedgerLine } from '../ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../ledger/ledger.service.ts';
import { poolShareReceived } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';
import { lockTeam } from '../teams/team-lookup.ts';
import { poolProvider, type PoolDeps } from './pool-deps.ts';
import { latestRun, planShareOut } from './share-out-plan.ts';
import { payableAccounts, payPendingTransfers } from './pool-transfers.service.ts';
import { GENESIS_HASH, runHash, type PoolRunRecord } from './run-record.ts';

export const nothingToShare = () => conflict('poolNothingToShare', 'POOL_NOTHING_TO_SHARE');
export const noShares = () => conflict('poolNoShares', 'POOL_NO_SHARES');

export interface ShareOutOptions {
  teamId: string;
  byUserId: string | null;
  trigger: 'scheduled' | 'onDemand';
  now: Date;
}

/** The run's money movement: per currency the pool is debited what it shares, members credited. */
function shareLines(teamId: string, record: PoolRunRecord): LedgerLine[] {
  return record.pools.flatMap((pool) => [
    {
      accountKey: accountKeys.teamPool(teamId),
      kind: 'teamPool' as const,
      currency: pool.currency,
      amount: pool.amount,
    },
    ...record.shares
      .filter((share) => share.currency === pool.currency)
      .map((share) => ({
        accountKey: accountKeys.receiver(share.userId),
        kind: 'receiver' as const,
        currency: share.currency,
        amount: -share.amount,
      })),
  ]);
}

async function recordRun(tx: Db, options: ShareOutOptions & { provider: PaymentProvider }) {
  const { teamId, now, trigger } = options;
  await lockTeam(tx, teamId);
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId));
  if (!team) throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
  const previous = await latestRun(tx, teamId);
  const plan = await planShareOut(tx, {
    team,
    previous,
    trigger,
    now,
    amountStep: (currency) => options.provider.amountStep(currency),
  });
  // A scheduler on another instance ran this period first: its run is the answer.
  if (trigger === 'scheduled' && previous?.periodEnd.getTime() === plan.periodEnd.getTime()) return previous;
  if (plan.periodEnd <= plan.periodStart || plan.pools.length === 0) throw nothingToShare();
  if (plan.shares.length === 0) throw noShares();

  const seq = (previous?.seq ?? 0) + 1;
  const record: PoolRunRecord = {
    version: 1,
    teamId,
    seq,
    periodStart: plan.periodStart.toISOString(),
    periodEnd: plan.periodEnd.toISOString(),
    trigger,
    policy: {
      kind: plan.policy.kind,
      frequency: plan.policy.frequency,
      roles: plan.policy.roles,
      // Which hours the run used: typed by the owner, or clocked at stations (hours runs only).
      ...(plan.policy.kind === 'hours' ? { hoursSource: plan.policy.hoursSource } : {}),
    },
    members: plan.members,
    pools: plan.pools,
    shares: plan.shares,
    createdBy: options.byUserId,
    createdAt: now.toISOString(),
  };
  const prevHash = previous?.hash ?? GENESIS_HASH;
  const [run] = await tx
    .insert(teamPoolRuns)
    .values({
      teamId,
      seq,
      periodStart: plan.periodStart,
      periodEnd: plan.periodEnd,
      trigger,
      record,
      prevHash,
      hash: runHash(prevHash, record),
      createdBy: options.byUserId,
      createdAt: now,
    })
    .returning();
  if (!run) throw new Error('share-out not recorded');
  const shares = await tx
    .insert(teamPoolShares)
    .values(record.shares.map((s) => ({ runId: run.id, teamId, ...s, createdAt: now })))
    .returning();
  await postLedgerTransaction(tx, {
    kind: 'poolShare',
    reference: `poolRun:${run.id}`,
    tipId: null,
    lines: shareLines(teamId, record),
    at: now,
  });
  const provider = options.provider.name;
  const accounts = await payableAccounts(tx, { userIds: plan.members.map((m) => m.userId), provider });
  await tx.insert(teamPoolTransfers).values(
    shares.map((share) => {
      const destination = accounts.get(share.userId) ?? null;
      return {
        shareId: share.id,
        runId: run.id,
        userId: share.userId,
        currency: share.currency,
        amount: share.amount,
        provider,
        status: destination ? ('pending' as const) : ('waitingForAccount' as const),
        destinationAccountId: destination,
        updatedAt: now,
      };
    }),
  );
  // Every member given a share hears of it, with their amount, as the run commits.
  for (const share of record.shares) await notify(tx, poolShareReceived(run, share, now));
  return run;
}

/**
 * Shares the team's pool out to its members, in one database transaction under the team lock:
 * the run in the hash-chained log, its shares, one balanced ledger transaction, and a transfer per
 * share. Two runs of the same period make one (the lock, and the unique (team, period end) index).
 * After commit the transfers are paid; one the provider cannot take now stays pending.
 */
export async function runShareOut(deps: PoolDeps, options: ShareOutOptions): Promise<TeamPoolRunRow> {
  const provider = poolProvider(deps);
  const run = await deps.db.transaction((tx) => recordRun(tx, { ...options, provider }));
  await payPendingTransfers(deps, { runId: run.id, now: options.now });
  return run;
}
