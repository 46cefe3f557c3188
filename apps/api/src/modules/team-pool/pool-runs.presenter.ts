import type { PoolRun } from '@opentip/shared/schemas/team-pool.schema';
import type { TeamPoolRunRow, teamPoolTransfers } from '../../db/schema/team-pool.ts';
import type { PoolRunRecord } from './run-record.ts';

type TransferRow = Pick<typeof teamPoolTransfers.$inferSelect, 'userId' | 'currency' | 'amount' | 'status'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a member of the run may contest it. */
export const contestUntil = (run: Pick<TeamPoolRunRow, 'createdAt'>, windowDays: number) =>
  new Date(run.createdAt.getTime() + windowDays * DAY_MS);

/** A run as members see it: its record (what it used and decided), its chain links and transfers. */
export function presentRun(
  run: TeamPoolRunRow,
  transfers: TransferRow[],
  contestWindowDays: number,
): PoolRun {
  const record = run.record as PoolRunRecord;
  return {
    id: run.id,
    seq: run.seq,
    periodStart: run.periodStart.toISOString(),
    periodEnd: run.periodEnd.toISOString(),
    trigger: run.trigger,
    policy: record.policy,
    members: record.members,
    pools: record.pools,
    shares: record.shares,
    transfers: transfers.map((t) => ({
      userId: t.userId,
      currency: t.currency,
      amount: t.amount,
      status: t.status,
    })),
    createdBy: run.createdBy,
    createdAt: run.createdAt.toISOString(),
    hash: run.hash,
    prevHash: run.prevHash,
    contestUntil: contestUntil(run, contestWindowDays).toISOString(),
  };
}
