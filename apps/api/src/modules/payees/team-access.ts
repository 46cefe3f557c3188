import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { notFound } from '../../lib/app-error.ts';

/**
 * A team's money is seen by its owner and its admins only. Anyone else gets the same "not found"
 * as for a team that does not exist.
 */
export async function requireTeamManager(db: Db, options: { user: UserRow; teamId: string }): Promise<void> {
  const { user, teamId } = options;
  if (user.isTeamAdmin && user.teamId === teamId) return;
  const [team] = await db.select({ ownerId: teams.ownerId }).from(teams).where(eq(teams.id, teamId));
  if (team?.ownerId !== user.id) throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
}

/** A member sees their own tips within their team: the team must be theirs. */
export function requireOwnTeam(options: { user: UserRow; teamId: string }): void {
  if (options.user.teamId !== options.teamId) throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
}
