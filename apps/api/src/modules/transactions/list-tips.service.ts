import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.ts';
import { alias } from 'drizzle-orm/pg-core';
import type { ListTipsQuery } from '@opentip/shared/schemas/tips.schema';
import type { Db } from '../../db/client.ts';
import { tipFeedback } from '../../db/schema/feedback.ts';
import { tips, type TipRow } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest } from '../../lib/app-error.ts';
import { ownedTeamId } from '../payees/payee-lookup.ts';
import { managedTeamIds, requireTeamManager, requireTeamMember } from '../payees/team-access.ts';
import { presentTip, type PersonSummary } from './tip.presenter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** SPEC 9: the transactions view shows the last 30 days unless asked otherwise. */
export const DEFAULT_DAYS = 30;

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** [start, end) in time; a date alone means that whole UTC day. */
export function dateWindow(
  query: Pick<ListTipsQuery, 'startDate' | 'endDate'>,
  now: Date,
): { start: Date; end: Date } {
  const end = query.endDate
    ? new Date(Date.parse(query.endDate) + (isDateOnly(query.endDate) ? DAY_MS : 0))
    : now;
  const start = query.startDate
    ? new Date(Date.parse(query.startDate))
    : new Date(end.getTime() - DEFAULT_DAYS * DAY_MS);
  if (start.getTime() > end.getTime()) throw badRequest('dateRangeInvalid', 'DATE_RANGE_INVALID');
  return { start, end };
}

/** Which tips the caller asks for, refused (as not found) when they are not the caller's to see. */
async function scopeOf(db: Db, user: UserRow, query: ListTipsQuery): Promise<SQL | undefined> {
  const teamId = query.teamId ?? query.toTeamId;
  if (teamId) {
    await requireTeamManager(db, { user, teamId });
    return eq(tips.toTeamId, teamId);
  }
  if (query.fromTeamId) {
    await requireTeamManager(db, { user, teamId: query.fromTeamId });
    return eq(tips.fromTeamId, query.fromTeamId);
  }
  if (query.userTeamId) {
    await requireTeamMember(db, { user, teamId: query.userTeamId });
    return and(eq(tips.receiverUserId, user.id), eq(tips.toTeamId, query.userTeamId));
  }
  if (query.teamLogin === 'true') {
    const pool = await ownedTeamId(db, user);
    if (pool) return eq(tips.toTeamId, pool);
  }
  const mySide = (query.userType ?? user.userType) === 'payer' ? 'sent' : 'received';
  const type = query.type ?? mySide;
  if (type === 'sent') return eq(tips.giverUserId, user.id);
  if (type === 'received') return eq(tips.receiverUserId, user.id);
  return or(eq(tips.giverUserId, user.id), eq(tips.receiverUserId, user.id));
}

/** The team pools whose tips the caller holds: those of the teams they own or are an admin of. */
const managedPools = (db: Db, user: UserRow) => managedTeamIds(db, user);

/**
 * What a giver wrote is for the tip's two sides only: the giver and its receiver (a pool's managers
 * for a pool tip). A team admin looking at a member's tips sees the money and rating, not the words.
 */
function wordsReadableBy(user: UserRow, pools: readonly string[]): SQL {
  const pool =
    pools.length > 0 ? and(eq(tips.creditTo, 'teamPool'), inArray(tips.toTeamId, [...pools])) : undefined;
  return or(eq(tips.giverUserId, user.id), eq(tips.receiverUserId, user.id), pool) as SQL;
}

const mayReadWords = (user: UserRow, pools: readonly string[], tip: TipRow) =>
  tip.giverUserId === user.id ||
  tip.receiverUserId === user.id ||
  (tip.creditTo === 'teamPool' && tip.toTeamId !== null && pools.includes(tip.toTeamId));

/** GET /transactions: paid tips the caller gave or received (or their team's), newest first. */
export async function listTips(options: { db: Db; user: UserRow; query: ListTipsQuery; now: Date }) {
  const { db, user, query } = options;
  const { start, end } = dateWindow(query, options.now);
  const giver = alias(users, 'giver');
  const receiver = alias(users, 'receiver');
  const pools = await managedPools(db, user);
  const search = query.search
    ? or(
        ilike(giver.username, containsPattern(query.search)),
        ilike(receiver.username, containsPattern(query.search)),
        // Searching words one may not read would reveal them one guess at a time.
        and(ilike(tips.comment, containsPattern(query.search)), wordsReadableBy(user, pools)),
      )
    : undefined;
  const where = and(
    await scopeOf(db, user, query),
    eq(tips.status, 'succeeded'),
    gte(tips.createdAt, start),
    lt(tips.createdAt, end),
    search,
  );
  const base = () =>
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
      .leftJoin(tipFeedback, eq(tipFeedback.tipId, tips.id));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(tips.createdAt), desc(tips.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(tips)
      .innerJoin(receiver, eq(receiver.id, tips.receiverUserId))
      .leftJoin(giver, eq(giver.id, tips.giverUserId))
      .where(where),
  ]);
  const transactions = rows.map((row) => {
    const people = new Map<string, PersonSummary>([[row.receiver.id, row.receiver]]);
    if (row.giver) people.set(row.giver.id, row.giver);
    return presentTip(row.tip, people, row.feedback, { withWords: mayReadWords(user, pools, row.tip) });
  });
  const totalCount = total?.n ?? 0;
  return {
    transactions,
    page: query.page,
    limit: query.limit,
    total: totalCount,
    hasMore: query.page * query.limit < totalCount,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
  };
}
