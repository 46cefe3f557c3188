import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamPoolRuns, teamPoolShares } from '../../db/schema/team-pool.ts';
import { canonicalJson, GENESIS_HASH, runHash, type PoolRunRecord } from './run-record.ts';

export interface PoolLogProblem {
  teamId: string;
  seq: number;
  problem: string;
}

type ShareKey = { userId: string; currency: string; amount: number };
const shareText = (shares: ShareKey[]) =>
  shares
    .map((s) => `${s.userId}/${s.currency}/${s.amount}`)
    .sort()
    .join(',');

/**
 * Walks every team's share-out log: runs numbered 1..n without a gap, each linked to the previous
 * one's hash, each hash recomputed from its record, each record naming its own row, and the share
 * rows (what statements read) equal to the record's shares. Any edit made around the database's
 * guards shows up here.
 */
export async function verifyPoolLog(db: Db): Promise<{ runs: number; problems: PoolLogProblem[] }> {
  const runs = await db.select().from(teamPoolRuns).orderBy(asc(teamPoolRuns.teamId), asc(teamPoolRuns.seq));
  const shareRows = await db.select().from(teamPoolShares);
  const sharesByRun = new Map<string, ShareKey[]>();
  for (const row of shareRows) sharesByRun.set(row.runId, [...(sharesByRun.get(row.runId) ?? []), row]);

  const problems: PoolLogProblem[] = [];
  let teamId: string | null = null;
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  for (const run of runs) {
    if (run.teamId !== teamId) {
      teamId = run.teamId;
      expectedSeq = 1;
      prevHash = GENESIS_HASH;
    }
    const report = (problem: string) => problems.push({ teamId: run.teamId, seq: run.seq, problem });
    const record = run.record as Partial<PoolRunRecord>;
    if (run.seq !== expectedSeq) report(`expected run ${expectedSeq} here (a run is missing)`);
    if (run.prevHash !== prevHash) report("previous hash does not match the previous run's hash");
    if (runHash(run.prevHash, run.record) !== run.hash)
      report('hash does not match the record (the record was changed)');
    const names = { teamId: run.teamId, seq: run.seq, periodEnd: run.periodEnd.toISOString() };
    const recorded = { teamId: record.teamId, seq: record.seq, periodEnd: record.periodEnd };
    if (canonicalJson(names) !== canonicalJson(recorded)) report('the record names another run');
    if (shareText(sharesByRun.get(run.id) ?? []) !== shareText(record.shares ?? []))
      report("the shares rows differ from the record's shares");
    expectedSeq = run.seq + 1;
    prevHash = run.hash;
  }
  return { runs: runs.length, problems };
}
