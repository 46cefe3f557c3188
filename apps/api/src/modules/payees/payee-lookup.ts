import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  POOL_NOTE_NAMES,
  type PoolNote,
  type PoolPolicyKind,
} from '@opentip/shared/schemas/team-pool.schema';
import { UNIQUE_ID_MAX_DIGITS } from '@opentip/shared/validation';
import { builtPerShape, NAMED_BY_TEXT } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';
import { ratingOf, type RatingSummary } from '../feedback/ratings.service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE_COLUMNS = { id: users.id, uniqueId: users.uniqueId, payeeCode: users.payeeCode };
type ReferenceColumn = keyof typeof REFERENCE_COLUMNS;

interface Reference {
  column: ReferenceColumn;
  value: string;
  /** What was typed, for the message when nobody matches. */
  typed: string;
}

/** Which column a giver's reference names: their id, the unique ID they typed, or the QR payee code. */
function parseReference(reference: string): Reference {
  const typed = reference.trim();
  if (UUID.test(typed)) return { column: 'id', value: typed.toLowerCase(), typed };
  if (/^\d+$/.test(typed) && typed.length <= UNIQUE_ID_MAX_DIGITS)
    return { column: 'uniqueId', value: typed, typed };
  return { column: 'payeeCode', value: typed.toUpperCase(), typed };
}

function payeeMissing({ typed }: Reference): never {
  // A payee code can be all digits; only when none matches is a long number a mistyped unique ID.
  if (/^\d+$/.test(typed) && typed.length > UNIQUE_ID_MAX_DIGITS)
    throw badRequest('uniqueIdFormat', 'UNIQUE_ID_FORMAT');
  throw notFound('payeeNotFound', 'PAYEE_NOT_FOUND');
}

const activePayee = (match: SQL) => and(match, eq(users.userType, 'payee'), isNull(users.deletedAt));

/** Finds a receiver by what a giver has: their id, the unique ID they typed, or the QR payee code. */
export async function findPayee(db: Db, reference: string): Promise<UserRow> {
  const ref = parseReference(reference);
  const [payee] = await db
    .select()
    .from(users)
    .where(activePayee(eq(REFERENCE_COLUMNS[ref.column], ref.value)))
    .limit(1);
  return payee ?? payeeMissing(ref);
}

/** Where a tip to a receiver goes: the provider and the receiver's account there. */
export interface TipRoute {
  provider: ProviderName;
  accountId: string;
}

export interface PayeeProfile {
  payee: UserRow;
  /**
   * Where their tips go, when that account can take charges, else null ("cannot receive"): their
   * destination account, or for a team account the card rail's (a pool is always paid by card).
   */
  route: TipRoute | null;
  /** The team whose pool gets their tips when they are a team account, else null. */
  poolTeamId: string | null;
  /** For a team account: how its pool is shared and among how many, as the guest is told. */
  pool: PoolNote | null;
  rating: RatingSummary;
}

/** Prepared once per database and column: the server keeps the plan, we skip building the SQL. */
const preparedProfile = builtPerShape((db, column: ReferenceColumn) => {
  // Written out with qualified names: Drizzle leaves columns unqualified inside a selection.
  return db
    .select({
      payee: users,
      cardAccountId: sql<string | null>`(select pa.account_id from payment_accounts pa
        where pa.user_id = "users"."id" and pa.provider = ${sql.placeholder('cardRail')}
          and pa.charges_enabled limit 1)`,
      destinationProvider: sql<ProviderName | null>`(select pa.provider from payment_accounts pa
        where pa.user_id = "users"."id" and pa.is_destination and pa.charges_enabled limit 1)`,
      destinationAccountId: sql<string | null>`(select pa.account_id from payment_accounts pa
        where pa.user_id = "users"."id" and pa.is_destination and pa.charges_enabled limit 1)`,
      poolTeamId: sql<string | null>`case when "users"."account_type" = 'team' then
        (select t.id from teams t where t.owner_id = "users"."id" limit 1) end`,
      // A team that never wrote a policy shares equally (DEFAULT_POLICY of the pool).
      poolKind: sql<PoolPolicyKind | null>`case when "users"."account_type" = 'team' then
        (select coalesce(p.kind, 'equal') from teams t
          left join team_pool_policies p on p.team_id = t.id
          where t.owner_id = "users"."id" limit 1) end`,
      // Who shares the pool: accepted members other than the owner (the team's own account).
      poolMembers: sql<string | null>`case when "users"."account_type" = 'team' then
        (select count(*) from teams t
          join team_memberships m on m.team_id = t.id and m.status = 'accepted' and m.role <> 'owner'
          join users mu on mu.id = m.user_id and mu.deleted_at is null
          where t.owner_id = "users"."id") end`,
      poolTeamName: sql<string | null>`case when "users"."account_type" = 'team' then
        (select t.name from teams t where t.owner_id = "users"."id" limit 1) end`,
      // Their names, when few enough to be read (one more than shown tells "too many" apart).
      poolMemberNames: sql<string[] | null>`case when "users"."account_type" = 'team' then
        (select coalesce(json_agg(x.username order by x.username), '[]'::json) from (
          select mu.username from teams t
          join team_memberships m on m.team_id = t.id and m.status = 'accepted' and m.role <> 'owner'
          join users mu on mu.id = m.user_id and mu.deleted_at is null
          where t.owner_id = "users"."id"
          order by mu.username limit ${sql.raw(String(POOL_NOTE_NAMES + 1))}) x) end`,
      reviews: sql<string>`(select count(*) from tip_feedback f where f.receiver_user_id = "users"."id")`,
      stars: sql<string>`(select coalesce(sum(f.rating), 0) from tip_feedback f
        where f.receiver_user_id = "users"."id")`,
    })
    .from(users)
    .where(activePayee(eq(REFERENCE_COLUMNS[column], sql.placeholder('ref'))))
    .limit(1)
    .prepare(NAMED_BY_TEXT);
});

/**
 * Everything a tip or the payee-details screen needs about a receiver, in one round trip: this is
 * the hot path of every QR scan and every tip.
 */
export async function findPayeeProfile(
  db: Db,
  options: { reference: string; cardRail: ProviderName },
): Promise<PayeeProfile> {
  const ref = parseReference(options.reference);
  const [row] = await preparedProfile(db, ref.column).execute({ ref: ref.value, cardRail: options.cardRail });
  if (!row) return payeeMissing(ref);
  let route: TipRoute | null = null;
  if (row.poolTeamId)
    route = row.cardAccountId ? { provider: options.cardRail, accountId: row.cardAccountId } : null;
  else if (row.destinationProvider && row.destinationAccountId)
    route = { provider: row.destinationProvider, accountId: row.destinationAccountId };
  return {
    payee: row.payee,
    route,
    poolTeamId: row.poolTeamId,
    pool:
      row.poolTeamId && row.poolKind
        ? poolNoteOf({
            kind: row.poolKind,
            team: row.poolTeamName ?? '',
            memberCount: Number(row.poolMembers ?? 0),
            names: row.poolMemberNames ?? [],
          })
        : null,
    rating: ratingOf({ reviews: row.reviews, stars: row.stars }),
  };
}

function poolNoteOf(options: { kind: PoolPolicyKind; team: string; memberCount: number; names: string[] }) {
  const { kind, team, memberCount, names } = options;
  const named = memberCount <= POOL_NOTE_NAMES && names.length === memberCount;
  return { kind, team, memberCount, members: named ? names : [] };
}

/** The team a receiver owns, if they are a team account: tips to them go to its pool. */
export async function ownedTeamId(db: Db, user: UserRow): Promise<string | null> {
  if (user.accountType !== 'team') return null;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, user.id)).limit(1);
  return team?.id ?? null;
}

/** The receiver's account at the current provider, when it can take charges. */
export async function chargeableAccount(db: Db, options: { userId: string; provider: ProviderName }) {
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.userId, options.userId),
        eq(paymentAccounts.provider, options.provider),
        eq(paymentAccounts.chargesEnabled, true),
      ),
    );
  return account ?? null;
}
