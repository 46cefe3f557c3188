import { count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@opentip/shared/schemas/admin.schema';
import type { AdminTeamDetail, AdminTeamsPage } from '@opentip/shared/schemas/admin-businesses.schema';
import type { PoolRun } from '@opentip/shared/schemas/team-pool.schema';
import type { Db } from '../../db/client.ts';
import { businesses, teams } from '../../db/schema/businesses.ts';
import { teamPoolContests, teamPoolRuns, teamPoolTransfers } from '../../db/schema/team-pool.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';
import { contestsQuery, presentContest } from '../team-pool/pool-contests.service.ts';
import { readPolicy } from '../team-pool/pool-policy.service.ts';
import { presentRun } from '../team-pool/pool-runs.presenter.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { pageOf } from './admin-lists.ts';

const RUNS_SHOWN = 10;
const CONTESTS_SHOWN = 50;

const acceptedMembers = sql<number>`(select count(*)::int from ${teamMemberships}
  where ${teamMemberships.teamId} = ${teams.id} and ${teamMemberships.status} = 'accepted')`;

function teamsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      code: teams.code,
      createdAt: teams.createdAt,
      owner: { id: users.id, username: users.username, email: users.email },
      businessId: businesses.id,
      businessName: businesses.name,
      membersCount: acceptedMembers,
    })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .leftJoin(businesses, eq(businesses.ownerId, teams.ownerId))
    .where(where);
}

type TeamRowOut = Awaited<ReturnType<typeof teamsQuery>>[number];

const presentTeam = ({ businessId, businessName, createdAt, membersCount, ...rest }: TeamRowOut) => ({
  ...rest,
  createdAt: createdAt.toISOString(),
  business: businessId && businessName ? { id: businessId, name: businessName } : null,
  membersCount: Number(membersCount),
});

/** Search by team name, team code or owner email / user name. */
export async function searchTeams(db: Db, options: { q?: string; page: number }): Promise<AdminTeamsPage> {
  const q = options.q?.trim();
  const like = q ? containsPattern(q) : null;
  const where = like
    ? or(
        ilike(teams.name, like),
        ilike(teams.code, like),
        ilike(users.email, like),
        ilike(users.username, like),
      )
    : undefined;
  const rows = await teamsQuery(db, where)
    .orderBy(desc(teams.createdAt), teams.id)
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const [totals] = await db
    .select({ n: count() })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(where);
  return { teams: rows.map(presentTeam), ...pageOf(options.page, totals?.n ?? 0) };
}

function runState(transfers: PoolRun['transfers']): AdminTeamDetail['runs'][number]['status'] {
  if (transfers.length === 0) return 'noTransfers';
  if (transfers.some((t) => t.status === 'failed')) return 'failed';
  return transfers.every((t) => t.status === 'paid') ? 'paid' : 'inProgress';
}

async function latestRuns(db: Db, teamId: string, contestWindowDays: number) {
  const runs = await db
    .select()
    .from(teamPoolRuns)
    .where(eq(teamPoolRuns.teamId, teamId))
    .orderBy(desc(teamPoolRuns.seq))
    .limit(RUNS_SHOWN);
  const transfers = runs.length
    ? await db
        .select()
        .from(teamPoolTransfers)
        .where(
          inArray(
            teamPoolTransfers.runId,
            runs.map((r) => r.id),
          ),
        )
    : [];
  return runs.map((row) => {
    const run = presentRun(
      row,
      transfers.filter((t) => t.runId === row.id),
      contestWindowDays,
    );
    return {
      id: run.id,
      seq: run.seq,
      periodStart: run.periodStart,
      periodEnd: run.periodEnd,
      trigger: run.trigger,
      policyKind: run.policy.kind,
      status: runState(run.transfers),
      totals: run.pools.map(({ currency, amount }) => ({ currency, amount })),
      sharesCount: run.shares.length,
      createdAt: run.createdAt,
    };
  });
}

async function contestsOf(db: Db, teamId: string) {
  const rows = await contestsQuery(db).where(eq(teamPoolContests.teamId, teamId)).limit(CONTESTS_SHOWN);
  // The answer's schema keeps only the fields the console shows.
  return rows.map(({ contest, runSeq, person }) => presentContest(contest, runSeq, person));
}

export async function getTeam(
  db: Db,
  options: { teamId: string; contestWindowDays: number },
): Promise<AdminTeamDetail> {
  const [row] = await teamsQuery(db, eq(teams.id, options.teamId));
  if (!row) throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
  const members = await db
    .select({
      userId: users.id,
      username: users.username,
      fullName: users.fullName,
      role: teamMemberships.role,
      status: teamMemberships.status,
    })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(eq(teamMemberships.teamId, row.id))
    .orderBy(teamMemberships.requestedAt, users.username);
  return {
    team: presentTeam(row),
    members,
    policy: await readPolicy(db, row.id),
    runs: await latestRuns(db, row.id, options.contestWindowDays),
    contests: await contestsOf(db, row.id),
  };
}
