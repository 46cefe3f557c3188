import { count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@opentip/shared/schemas/admin.schema';
import type {
  AdminBusinessDetail,
  AdminBusinessesPage,
  AdminBusinessesQuery,
  AdminBusinessSummary,
} from '@opentip/shared/schemas/admin-businesses.schema';
import type { Db } from '../../db/client.ts';
import { businessSubscriptions, promoCodes, promoRedemptions } from '../../db/schema/billing.ts';
import { businesses, teams } from '../../db/schema/businesses.ts';
import { users } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';
import { promoSummaryOf } from '../billing/promo-codes.service.ts';
import { statusAt, subscriptionData } from '../billing/subscription-view.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { pageOf } from './admin-lists.ts';

const INVOICES_SHOWN = 20;

const owner = { id: users.id, email: users.email, fullName: users.fullName };

function listQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ business: businesses, owner, row: businessSubscriptions })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .leftJoin(businessSubscriptions, eq(businessSubscriptions.businessId, businesses.id))
    .where(where)
    .orderBy(desc(businesses.createdAt), businesses.id);
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

function presentSummary({ business, owner: person, row }: ListRow, now: Date): AdminBusinessSummary {
  const paid = row && row.status !== 'pending' ? row : null;
  return {
    id: business.id,
    name: business.name,
    createdAt: business.createdAt.toISOString(),
    owner: person,
    subscription: {
      status: statusAt(row, business.createdAt, now),
      planId: paid?.planId ?? null,
      currentPeriodEnd: paid?.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: paid?.cancelAtPeriodEnd ?? false,
    },
  };
}

/** Search by business name or owner email; the status is the product's own (statusAt), at `now`. */
export async function searchBusinesses(
  db: Db,
  query: AdminBusinessesQuery,
  now: Date,
): Promise<AdminBusinessesPage> {
  const q = query.q?.trim();
  const like = q ? containsPattern(q) : null;
  const where = like ? or(ilike(businesses.name, like), ilike(users.email, like)) : undefined;
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  let summaries: AdminBusinessSummary[];
  let total: number;
  if (query.status) {
    // The status depends on the clock (trial end, grace end), so it is worked out here, not in SQL.
    const matching = (await listQuery(db, where))
      .map((row) => presentSummary(row, now))
      .filter((b) => b.subscription.status === query.status);
    total = matching.length;
    summaries = matching.slice(offset, offset + ADMIN_PAGE_SIZE);
  } else {
    const rows = await listQuery(db, where).limit(ADMIN_PAGE_SIZE).offset(offset);
    summaries = rows.map((row) => presentSummary(row, now));
    const [totals] = await db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(users, eq(users.id, businesses.ownerId))
      .where(where);
    total = totals?.n ?? 0;
  }
  return { businesses: summaries, ...pageOf(query.page, total) };
}

export async function getBusiness(db: Db, id: string, now: Date): Promise<AdminBusinessDetail> {
  const [found] = await db
    .select({ business: businesses, owner })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, id));
  if (!found) throw notFound('notFound', 'BUSINESS_NOT_FOUND');
  const { business } = found;
  const { subscription, invoices } = await subscriptionData(db, business, now);
  const redeemed = await db
    .select({ promo: promoCodes, redeemedAt: promoRedemptions.redeemedAt })
    .from(promoRedemptions)
    .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
    .where(eq(promoRedemptions.businessId, business.id))
    .orderBy(desc(promoRedemptions.redeemedAt));
  const ownTeams = await db
    .select({ id: teams.id, name: teams.name, code: teams.code })
    .from(teams)
    .where(eq(teams.ownerId, business.ownerId))
    .orderBy(teams.name);
  return {
    business: {
      id: business.id,
      name: business.name,
      businessType: business.businessType,
      address: business.address,
      createdAt: business.createdAt.toISOString(),
      owner: found.owner,
    },
    subscription,
    invoices: invoices.slice(0, INVOICES_SHOWN),
    promoRedemptions: redeemed.map(({ promo, redeemedAt }) => ({
      ...promoSummaryOf(promo),
      promoCodeId: promo.id,
      redeemedAt: redeemedAt.toISOString(),
    })),
    teams: ownTeams,
  };
}
