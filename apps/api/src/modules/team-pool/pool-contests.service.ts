import { and, desc, eq } from 'drizzle-orm';
import type { PoolContest } from '@opentip/shared/schemas/team-pool.schema';
import type { Db } from '../../db/client.ts';
import { teamPoolContests, teamPoolRuns, type TeamPoolRunRow } from '../../db/schema/team-pool.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { poolContestAnswered, poolRunContested } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';
import { isManager, membershipOf, requireTeamAccess } from '../teams/team-lookup.ts';
import { contestUntil } from './pool-runs.presenter.ts';
import type { PoolRunRecord } from './run-record.ts';

const runNotFound = () => notFound('poolRunNotFound', 'POOL_RUN_NOT_FOUND');
const contestNotFound = () => notFound('poolContestNotFound', 'POOL_CONTEST_NOT_FOUND');

type ContestRow = typeof teamPoolContests.$inferSelect;
type ContestPerson = Pick<UserRow, 'id' | 'username' | 'fullName' | 'profileImg'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentContest(contest: ContestRow, runSeq: number, person: ContestPerson): PoolContest {
  return {
    id: contest.id,
    runId: contest.runId,
    runSeq,
    member: {
      userId: person.id,
      username: person.username,
      fullName: person.fullName,
      profileImg: person.profileImg,
    },
    reason: contest.reason,
    status: contest.status,
    answer: contest.answer,
    answeredBy: contest.answeredBy,
    createdAt: contest.createdAt.toISOString(),
    answeredAt: iso(contest.answeredAt),
  };
}

/** Contests with the run's number and the contesting member, newest first. */
export function contestsQuery(db: Db) {
  return db
    .select({
      contest: teamPoolContests,
      runSeq: teamPoolRuns.seq,
      person: {
        id: users.id,
        username: users.username,
        fullName: users.fullName,
        profileImg: users.profileImg,
      },
    })
    .from(teamPoolContests)
    .innerJoin(teamPoolRuns, eq(teamPoolRuns.id, teamPoolContests.runId))
    .innerJoin(users, eq(users.id, teamPoolContests.userId))
    .orderBy(desc(teamPoolContests.createdAt), desc(teamPoolContests.id));
}

async function presentOne(db: Db, contestId: string): Promise<PoolContest> {
  const [row] = await contestsQuery(db).where(eq(teamPoolContests.id, contestId));
  if (!row) throw contestNotFound();
  return presentContest(row.contest, row.runSeq, row.person);
}

/** Whether the person took part in the run: a share in it, or a place among its sharing members. */
function wasInRun(run: TeamPoolRunRow, userId: string): boolean {
  const record = run.record as PoolRunRecord;
  return (
    record.shares.some((share) => share.userId === userId) ||
    record.members.some((member) => member.userId === userId)
  );
}

/**
 * POST /teams/pool/contests: a member who was in a run objects to it, once, within the window.
 * Someone not (or no longer) in the run's team learns nothing about the run, not even that it exists.
 */
export async function contestRun(
  db: Db,
  options: { user: UserRow; runId: string; reason: string; now: Date; windowDays: number },
): Promise<PoolContest> {
  const { user, now } = options;
  const [run] = await db.select().from(teamPoolRuns).where(eq(teamPoolRuns.id, options.runId));
  if (!run) throw runNotFound();
  const membership = await membershipOf(db, run.teamId, user.id);
  if (!membership || membership.status !== 'accepted') throw runNotFound();
  if (!wasInRun(run, user.id)) throw forbidden('poolContestNotAllowed', 'POOL_CONTEST_NOT_ALLOWED');
  if (now > contestUntil(run, options.windowDays)) throw conflict('poolContestClosed', 'POOL_CONTEST_CLOSED');
  const created = await db.transaction(async (tx) => {
    // The unique (run, member) index decides between two contests sent at once: one is kept.
    const [row] = await tx
      .insert(teamPoolContests)
      .values({ runId: run.id, teamId: run.teamId, userId: user.id, reason: options.reason, createdAt: now })
      .onConflictDoNothing({ target: [teamPoolContests.runId, teamPoolContests.userId] })
      .returning();
    if (!row) throw conflict('poolContestExists', 'POOL_CONTEST_EXISTS');
    await notify(tx, poolRunContested(row, run.seq, now));
    return row;
  });
  return presentOne(db, created.id);
}

/** GET /teams/pool/contests: managers see every contest of the team, members their own. */
export async function listContests(
  db: Db,
  options: { user: UserRow; teamId: string },
): Promise<PoolContest[]> {
  const { team, manager } = await requireTeamAccess(db, {
    user: options.user,
    ref: { teamId: options.teamId },
  });
  const rows = await contestsQuery(db).where(
    and(
      eq(teamPoolContests.teamId, team.id),
      manager ? undefined : eq(teamPoolContests.userId, options.user.id),
    ),
  );
  return rows.map((row) => presentContest(row.contest, row.runSeq, row.person));
}

/**
 * POST /teams/pool/contests/answer: a manager of the contest's team answers it, once. The run
 * itself never changes (its log is append-only); a correction is made by a later run.
 */
export async function answerContest(
  db: Db,
  options: { user: UserRow; contestId: string; answer: string; now: Date },
): Promise<PoolContest> {
  const { user, now } = options;
  const [contest] = await db
    .select()
    .from(teamPoolContests)
    .where(eq(teamPoolContests.id, options.contestId));
  if (!contest) throw contestNotFound();
  const membership = await membershipOf(db, contest.teamId, user.id);
  if (!membership || membership.status !== 'accepted' || !isManager(membership)) throw contestNotFound();
  // An admin who contests a share-out does not judge their own contest.
  if (contest.userId === user.id) throw forbidden('poolContestOwnAnswer', 'POOL_CONTEST_OWN_ANSWER');
  // Conditional on still being open: of two managers answering at once, one answer is kept.
  const answered = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(teamPoolContests)
      .set({ status: 'answered', answer: options.answer, answeredBy: user.id, answeredAt: now })
      .where(and(eq(teamPoolContests.id, contest.id), eq(teamPoolContests.status, 'open')))
      .returning();
    if (!row) throw conflict('poolContestAlreadyAnswered', 'POOL_CONTEST_ALREADY_ANSWERED');
    const [run] = await tx
      .select({ seq: teamPoolRuns.seq })
      .from(teamPoolRuns)
      .where(eq(teamPoolRuns.id, row.runId));
    await notify(tx, poolContestAnswered(row, run?.seq ?? 0, { by: user.id, text: options.answer }, now));
    return row;
  });
  return presentOne(db, answered.id);
}
