import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type {
  PoolPolicyKind,
  PoolPolicyMember,
  PoolSummary,
  StatementQuery,
} from '@opentip/shared/schemas/team-pool.schema';
import type { Language } from '@opentip/shared/occupations';
import type { Db } from '../../db/client.ts';
import { mailLanguage } from '../../integrations/mail/mail-locale.ts';
import { teamPoolRuns, teamPoolShares } from '../../db/schema/team-pool.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { membershipOf, requireTeamAccess, resolveTeam } from '../teams/team-lookup.ts';
import type { PoolRunRecord } from './run-record.ts';
import { poolSummary } from './pool-summary.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest period one statement covers: a year, leap day included. */
export const MAX_STATEMENT_DAYS = 366;

export interface StatementRow {
  runSeq: number;
  runAt: string;
  periodStart: string;
  periodEnd: string;
  policy: PoolPolicyKind;
  /** The member's input under the run's policy, as kept in the run's record. */
  input: Pick<PoolPolicyMember, 'role' | 'percentBps' | 'hoursHundredths' | 'weight'> | null;
  currency: string;
  /** What the run shared out of the pool in this currency (the team's whole share-out). */
  poolAmount: number;
  amount: number;
  runHash: string;
}

export interface PoolStatement {
  team: { id: string; name: string; code: string };
  member: { userId: string; username: string; fullName: string | null };
  /** UTC days, inclusive. */
  from: string;
  to: string;
  rows: StatementRow[];
  /** Per currency, sorted by code. */
  totals: { currency: string; amount: number; shares: number }[];
  /** The team's pool over the period (up to when the statement was made), from the ledger. */
  pool: PoolSummary;
  generatedAt: string;
  /** The language of the person downloading it (their profile's). */
  lang: Language;
}

const invalidPeriod = () => badRequest('statementPeriodInvalid', 'STATEMENT_PERIOD_INVALID');

/** A calendar day (YYYY-MM-DD) as its UTC midnight; 2026-02-30 is refused, not rolled over. */
function utcDay(text: string): Date {
  const day = new Date(`${text}T00:00:00.000Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) throw invalidPeriod();
  return day;
}

/** [start of `from`, start of the day after `to`), at most MAX_STATEMENT_DAYS days. */
export function statementPeriod(from: string, to: string): { start: Date; end: Date } {
  const start = utcDay(from);
  const end = new Date(utcDay(to).getTime() + DAY_MS);
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (days < 1 || days > MAX_STATEMENT_DAYS) throw invalidPeriod();
  return { start, end };
}

/**
 * Members and managers, and also former members for their own records: a worker who has left is
 * still owed the record of the tips they were given (UK Employment (Allocation of Tips) Act 2023).
 */
async function statementAccess(db: Db, options: { user: UserRow; teamId: string }) {
  const team = await resolveTeam(db, { teamId: options.teamId });
  const membership = await membershipOf(db, team.id, options.user.id);
  const former = membership?.status === 'left' || membership?.status === 'removed';
  if (former) return { team, manager: false };
  return requireTeamAccess(db, { user: options.user, ref: { teamId: options.teamId } });
}

/** Whose statement: the caller's own; a manager may name any person who has been in the team. */
async function statementMember(
  db: Db,
  options: { teamId: string; caller: UserRow; manager: boolean; userId: string | undefined },
) {
  const memberNotFound = () => notFound('teamMemberNotFound', 'TEAM_MEMBER_NOT_FOUND');
  const userId = options.userId ?? options.caller.id;
  if (userId !== options.caller.id) {
    if (!options.manager) throw memberNotFound();
    // Former members keep their records: any membership row of this team, whatever its status.
    if (!(await membershipOf(db, options.teamId, userId))) throw memberNotFound();
  }
  const [person] = await db
    .select({ userId: users.id, username: users.username, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw memberNotFound();
  return person;
}

function rowOf(
  share: { currency: string; amount: number },
  run: typeof teamPoolRuns.$inferSelect,
  userId: string,
): StatementRow {
  const record = run.record as PoolRunRecord;
  const pool = record.pools.find((p) => p.currency === share.currency);
  const member = record.members.find((m) => m.userId === userId);
  return {
    runSeq: run.seq,
    runAt: run.createdAt.toISOString(),
    periodStart: run.periodStart.toISOString(),
    periodEnd: run.periodEnd.toISOString(),
    policy: record.policy.kind,
    input: member
      ? {
          role: member.role,
          percentBps: member.percentBps,
          hoursHundredths: member.hoursHundredths,
          weight: member.weight,
        }
      : null,
    currency: share.currency,
    poolAmount: pool?.amount ?? 0,
    amount: share.amount,
    runHash: run.hash,
  };
}

function totalsOf(rows: StatementRow[]): PoolStatement['totals'] {
  const byCurrency = new Map<string, { amount: number; shares: number }>();
  for (const row of rows) {
    const total = byCurrency.get(row.currency) ?? { amount: 0, shares: 0 };
    byCurrency.set(row.currency, { amount: total.amount + row.amount, shares: total.shares + 1 });
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, total]) => ({ currency, ...total }));
}

/**
 * GET /teams/pool/statement: one member's pool shares of runs made on the UTC days from..to, each
 * with the run, the policy and the member's input it used, and totals per currency.
 */
export async function poolStatement(
  db: Db,
  options: { user: UserRow; query: StatementQuery; now: Date },
): Promise<PoolStatement> {
  const { query } = options;
  const { start, end } = statementPeriod(query.from, query.to);
  const { team, manager } = await statementAccess(db, { user: options.user, teamId: query.teamId });
  const member = await statementMember(db, {
    teamId: team.id,
    caller: options.user,
    manager,
    userId: query.userId,
  });
  const found = await db
    .select({ share: teamPoolShares, run: teamPoolRuns })
    .from(teamPoolShares)
    .innerJoin(teamPoolRuns, eq(teamPoolRuns.id, teamPoolShares.runId))
    .where(
      and(
        eq(teamPoolShares.userId, member.userId),
        eq(teamPoolShares.teamId, team.id),
        gte(teamPoolShares.createdAt, start),
        lt(teamPoolShares.createdAt, end),
      ),
    )
    .orderBy(asc(teamPoolRuns.seq), asc(teamPoolShares.currency));
  const rows = found.map(({ share, run }) => rowOf(share, run, member.userId));
  return {
    team: { id: team.id, name: team.name, code: team.code },
    member,
    from: query.from,
    to: query.to,
    rows,
    totals: totalsOf(rows),
    pool: await poolSummary(db, {
      teamId: team.id,
      periodStart: start,
      // A period that runs into the future is summed up to now (and a future one is empty).
      periodEnd: new Date(Math.max(start.getTime(), Math.min(end.getTime(), options.now.getTime()))),
    }),
    generatedAt: options.now.toISOString(),
    lang: mailLanguage(options.user.lang),
  };
}
