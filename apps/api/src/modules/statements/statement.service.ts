import { eq } from 'drizzle-orm';
import type { StatementsQuery } from '@opentip/shared/schemas/statements.schema';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { forbidden } from '../../lib/app-error.ts';
import { mailLanguage } from '../../integrations/mail/mail-locale.ts';
import { managedTeamIds } from '../payees/team-access.ts';
import { statementPeriod } from '../team-pool/pool-statement.service.ts';
import { allocatedLines, givenLines, receivedLines, type Period } from './statement-lines.ts';
import { monthlyOf, totalsOf } from './statement-totals.ts';
import type { Statement } from './statement-types.ts';

/** The teams whose pool share-outs the caller keeps the record of: those they own or manage. */
async function allocatingTeams(db: Db, user: UserRow): Promise<string[]> {
  const owned = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, user.id));
  const ids = new Set([...owned.map((team) => team.id), ...(await managedTeamIds(db, user))]);
  if (ids.size === 0) throw forbidden('statementNoTeam', 'STATEMENT_NO_TEAM');
  return [...ids].sort();
}

async function linesOf(db: Db, user: UserRow, query: StatementsQuery, period: Period) {
  if (query.kind === 'given') return givenLines(db, { userId: user.id, period });
  if (query.kind === 'allocated')
    return allocatedLines(db, { teamIds: await allocatingTeams(db, user), period });
  return receivedLines(db, { userId: user.id, period });
}

/**
 * GET /statements: the caller's own statement for the UTC days from..to (at most a year): only
 * their ledger accounts, their tips given, or the teams they own or manage, so no id in the query
 * can name someone else's. Written in the language of their profile.
 */
export async function buildStatement(
  db: Db,
  options: { user: UserRow; query: StatementsQuery; now: Date },
): Promise<Statement> {
  const { user, query } = options;
  const period = statementPeriod(query.from, query.to);
  const lines = await linesOf(db, user, query, period);
  return {
    kind: query.kind,
    lang: mailLanguage(user.lang),
    person: { username: user.username, fullName: user.fullName },
    from: query.from,
    to: query.to,
    lines,
    totals: totalsOf(query.kind, lines),
    monthly: query.kind === 'received' ? monthlyOf(lines) : [],
    generatedAt: options.now.toISOString(),
  };
}
