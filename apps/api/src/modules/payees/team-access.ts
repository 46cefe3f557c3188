import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';

const MANAGER_ROLES = ['owner', 'admin'] as const;

/** The teams whose pool the user manages (owner or admin, accepted), whichever is their active team. */
export async function managedTeamIds(db: Db, user: Pick<UserRow, 'id'>): Promise<string[]> {
  const rows = await db
    .select({ teamId: teamMemberships.teamId })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.userId, user.id),
        eq(teamMemberships.status, 'accepted'),
        inArray(teamMemberships.role, [...MANAGER_ROLES]),
      ),
    );
  return rows.map((row) => row.teamId);
}

async function acceptedRole(db: Db, options: { user: UserRow; teamId: string }) {
  const [row] = await db
    .select({ role: teamMemberships.role })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, options.teamId),
        eq(teamMemberships.userId, options.user.id),
        eq(teamMemberships.status, 'accepted'),
      ),
    );
  return row?.role ?? null;
}

/**
 * A team's money is seen by its owner and its admins only. Anyone else gets the same "not found"
 * as for a team that does not exist.
 */
export async function requireTeamManager(db: Db, options: { user: UserRow; teamId: string }): Promise<void> {
  const role = await acceptedRole(db, options);
  if (role !== 'owner' && role !== 'admin') throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
}

/** A member sees their own tips within a team: they must be an accepted member of it. */
export async function requireTeamMember(db: Db, options: { user: UserRow; teamId: string }): Promise<void> {
  if ((await acceptedRole(db, options)) === null) throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
}
