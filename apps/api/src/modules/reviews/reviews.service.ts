import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  REVIEWS_PAGE_SIZE,
  type ReviewsData,
  type ReviewsQuery,
} from '@opentip/shared/schemas/reviews.schema';
import type { Db } from '../../db/client.ts';
import { tipFeedback } from '../../db/schema/feedback.ts';
import { tips } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { ratingOf } from '../feedback/ratings.service.ts';
import { toSafeInteger } from '../ledger/ledger.service.ts';
import { requireTeamAccess } from '../teams/team-lookup.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whose feedback the caller reads: their own, or with teamId the feedback on every tip given
 * through a team they own or administer (anyone else: the same 404 as for a missing team).
 */
async function scopeOf(db: Db, user: UserRow, teamId: string | undefined): Promise<SQL> {
  if (!teamId) return eq(tipFeedback.receiverUserId, user.id);
  const access = await requireTeamAccess(db, { user, ref: { teamId }, managers: true });
  return eq(tips.toTeamId, access.team.id);
}

function filtersOf(query: ReviewsQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.rating) filters.push(eq(tipFeedback.rating, query.rating));
  if (query.from) filters.push(gte(tipFeedback.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to)
    filters.push(lt(tipFeedback.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)));
  if (query.withComment !== undefined)
    filters.push(
      query.withComment
        ? sql`coalesce(${tipFeedback.comment}, '') <> ''`
        : sql`coalesce(${tipFeedback.comment}, '') = ''`,
    );
  return filters;
}

/** GET /transactionfeedback/reviews: newest first, REVIEWS_PAGE_SIZE a page, with SPEC 4's summary. */
export async function listReviews(
  db: Db,
  options: { user: UserRow; query: ReviewsQuery },
): Promise<ReviewsData> {
  const { user, query } = options;
  const scope = await scopeOf(db, user, query.teamId);
  const where = and(scope, ...filtersOf(query));
  const giver = alias(users, 'giver');
  const receiver = alias(users, 'receiver');
  const limit = REVIEWS_PAGE_SIZE;
  const [rows, [matching], [overall]] = await Promise.all([
    db
      .select({
        feedback: tipFeedback,
        amount: tips.tipAmount,
        currency: tips.currency,
        giverUsername: giver.username,
        receiver: { id: receiver.id, username: receiver.username },
      })
      .from(tipFeedback)
      .innerJoin(tips, eq(tips.id, tipFeedback.tipId))
      .innerJoin(receiver, eq(receiver.id, tipFeedback.receiverUserId))
      .leftJoin(giver, eq(giver.id, tips.giverUserId))
      .where(where)
      .orderBy(desc(tipFeedback.createdAt), desc(tipFeedback.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db
      .select({ n: sql<string>`count(*)` })
      .from(tipFeedback)
      .innerJoin(tips, eq(tips.id, tipFeedback.tipId))
      .where(where),
    db
      .select({ count: sql<string>`count(*)`, stars: sql<string>`coalesce(sum(${tipFeedback.rating}), 0)` })
      .from(tipFeedback)
      .innerJoin(tips, eq(tips.id, tipFeedback.tipId))
      .where(scope),
  ]);
  const total = toSafeInteger(matching?.n);
  return {
    reviews: rows.map((row) => ({
      id: row.feedback.id,
      transactionId: row.feedback.tipId,
      rating: row.feedback.rating,
      cannedComments: row.feedback.cannedComments,
      comment: row.feedback.comment,
      createdAt: row.feedback.createdAt.toISOString(),
      amount: row.amount,
      currency: row.currency,
      giverUsername: row.giverUsername ?? null,
      receiver: row.receiver,
    })),
    summary: ratingOf({ reviews: overall?.count, stars: overall?.stars }),
    page: query.page,
    limit,
    total,
    hasMore: query.page * limit < total,
  };
}
