import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TeamRef } from '@opentip/shared/schemas/teams.schema';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { teamMemberships, type TeamMembershipRow } from '../../db/schema/teams.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';

export type TeamRow = typeof teams.$inferSelect;

const teamNotFound = () => notFound('teamNotFound', 'TEAM_NOT_FOUND');

/** Codes are issued upper-case; people type them in either case (and test teams use lower case). */
export async function findTeamByCode(db: Db, code: string): Promise<TeamRow | null> {
  const typed = code.trim();
  const [team] = await db
    .select()
    .from(teams)
    .where(inArray(teams.code, [...new Set([typed, typed.toUpperCase()])]))
    .limit(1);
  return team ?? null;
}

/** The team a call names by code or id; both must agree when both are sent. */
export async function resolveTeam(db: Db, ref: TeamRef): Promise<TeamRow> {
  const team = ref.teamCode
    ? await findTeamByCode(db, ref.teamCode)
    : ((
        await db
          .select()
          .from(teams)
          .where(eq(teams.id, ref.teamId ?? ''))
      ).at(0) ?? null);
  if (!team || (ref.teamId && team.id !== ref.teamId)) throw teamNotFound();
  return team;
}

export async function membershipOf(
  db: Db,
  teamId: string,
  userId: string,
): Promise<TeamMembershipRow | null> {
  const [row] = await db
    .select()
    .from(teamMemberships)
    .where(and(eq(teamMemberships.teamId, teamId), eq(teamMemberships.userId, userId)));
  return row ?? null;
}

export const isManager = (membership: Pick<TeamMembershipRow, 'role'>) =>
  membership.role === 'owner' || membership.role === 'admin';

export interface TeamAccess {
  team: TeamRow;
  membership: TeamMembershipRow;
  manager: boolean;
}

/**
 * The caller's accepted membership of the team (a manager's when `managers`), or the same 404 as
 * for a team that does not exist: outsiders, pending and former members learn nothing.
 */
export async function requireTeamAccess(
  db: Db,
  options: { user: UserRow; ref: TeamRef; managers?: boolean },
): Promise<TeamAccess> {
  const team = await resolveTeam(db, options.ref);
  const membership = await membershipOf(db, team.id, options.user.id);
  if (!membership || membership.status !== 'accepted') throw teamNotFound();
  if (options.managers && !isManager(membership)) throw teamNotFound();
  return { team, membership, manager: isManager(membership) };
}

/**
 * Every change to a team's memberships takes this row lock first, so concurrent decisions (20
 * "make admin" at once, an approval racing a removal) run one after another.
 */
export async function lockTeam(tx: Db, teamId: string): Promise<void> {
  await tx.execute(sql`select id from teams where id = ${teamId} for update`);
}
