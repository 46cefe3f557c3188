import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MemberProfileQuery, TeamTipsQuery } from '@opentip/shared/schemas/teams.schema';
import type { Db } from '../../db/client.ts';
import { tipFeedback } from '../../db/schema/feedback.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import { teamTipCounts } from '../../db/schema/teams.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';
import { toSafeInteger } from '../ledger/ledger.service.ts';
import { presentTip, type PersonSummary } from '../transactions/tip.presenter.ts';
import { presentMember, presentTeamHeader } from './team.presenter.ts';
import { membershipOf, requireTeamAccess, type TeamAccess } from './team-lookup.ts';

/**
 * What a giver wrote is read by the tip's giver and receiver, and for a pool tip by the team's
 * managers (as on GET /transactions); everyone else sees the money and the rating only.
 */
const mayReadWords = (user: UserRow, access: TeamAccess, tip: TipRow) =>
  tip.giverUserId === user.id ||
  tip.receiverUserId === user.id ||
  (access.manager && tip.creditTo === 'teamPool');

/** How many paid tips the page's filter matches, from the counts a trigger keeps (no scan of the tips). */
async function countedTips(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${teamTipCounts.count}), 0)` })
    .from(teamTipCounts)
    .where(where);
  return toSafeInteger(row?.n);
}

async function tipsPage(
  db: Db,
  options: { user: UserRow; access: TeamAccess; where: SQL; counted: SQL; page: number; limit: number },
) {
  const { page, limit } = options;
  const giver = alias(users, 'giver');
  const receiver = alias(users, 'receiver');
  const where = and(options.where, eq(tips.status, 'succeeded'));
  const [rows, total] = await Promise.all([
    db
      .select({
        tip: tips,
        feedback: tipFeedback,
        giver: { id: giver.id, username: giver.username, profileImg: giver.profileImg },
        receiver: { id: receiver.id, username: receiver.username, profileImg: receiver.profileImg },
      })
      .from(tips)
      .innerJoin(receiver, eq(receiver.id, tips.receiverUserId))
      .leftJoin(giver, eq(giver.id, tips.giverUserId))
      .leftJoin(tipFeedback, eq(tipFeedback.tipId, tips.id))
      .where(where)
      .orderBy(desc(tips.createdAt), desc(tips.id))
      .limit(limit)
      .offset((page - 1) * limit),
    countedTips(db, options.counted),
  ]);
  const transactions = rows.map((row) => {
    const people = new Map<string, PersonSummary>([[row.receiver.id, row.receiver]]);
    if (row.giver) people.set(row.giver.id, row.giver);
    const withWords = mayReadWords(options.user, options.access, row.tip);
    return presentTip(row.tip, people, row.feedback, { withWords });
  });
  const n = total;
  return { transactions, page, limit, total: n, hasMore: page * limit < n };
}

/**
 * GET /teams/getTransactions: the team's tips, newest first. Managers see every tip given through
 * the team; a member sees the pool's tips (the money they share) and their own.
 */
export async function teamTips(db: Db, options: { user: UserRow; query: TeamTipsQuery }) {
  const { user, query } = options;
  const access = await requireTeamAccess(db, { user, ref: query });
  const ofTeam = eq(tips.toTeamId, access.team.id);
  const visible = access.manager
    ? ofTeam
    : and(ofTeam, or(eq(tips.creditTo, 'teamPool'), eq(tips.receiverUserId, user.id)));
  const countedOfTeam = eq(teamTipCounts.teamId, access.team.id);
  const counted = access.manager
    ? countedOfTeam
    : and(
        countedOfTeam,
        or(eq(teamTipCounts.creditTo, 'teamPool'), eq(teamTipCounts.receiverUserId, user.id)),
      );
  const page = await tipsPage(db, {
    user,
    access,
    where: visible as SQL,
    counted: counted as SQL,
    page: query.page,
    limit: query.limit,
  });
  return { team: presentTeamHeader(access.team, access.membership), ...page };
}

/**
 * GET /teams/get-team-member-profile: a member and their tips through the team (page by page).
 * Managers see any accepted member; a member sees only themselves.
 */
export async function memberProfile(db: Db, options: { user: UserRow; query: MemberProfileQuery }) {
  const { user, query } = options;
  const access = await requireTeamAccess(db, {
    user,
    ref: { teamCode: query.teamCode, teamId: query.toTeamId },
  });
  if (!access.manager && query.userId !== user.id)
    throw notFound('teamMemberNotFound', 'TEAM_MEMBER_NOT_FOUND');
  const membership = await membershipOf(db, access.team.id, query.userId);
  const [person] = await db.select().from(users).where(eq(users.id, query.userId));
  if (!membership || membership.status !== 'accepted' || !person)
    throw notFound('teamMemberNotFound', 'TEAM_MEMBER_NOT_FOUND');
  const where = and(eq(tips.toTeamId, access.team.id), eq(tips.receiverUserId, person.id)) as SQL;
  const counted = and(
    eq(teamTipCounts.teamId, access.team.id),
    eq(teamTipCounts.receiverUserId, person.id),
  ) as SQL;
  const page = await tipsPage(db, { user, access, where, counted, page: query.page, limit: query.limit });
  return {
    team: presentTeamHeader(access.team, access.membership),
    member: presentMember(membership, person),
    ...page,
  };
}
