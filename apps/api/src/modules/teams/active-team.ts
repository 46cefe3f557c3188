import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { teamMemberships } from '../../db/schema/teams.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Keeps users.teamId / users.isTeamAdmin (read by role derivation, team access and the session)
 * in step with the person's memberships, inside the caller's transaction. The active team stays
 * the one already active while it is accepted; otherwise it is the oldest accepted membership
 * (an owner's own team always comes first). Lock order: the team row first, then the user row.
 */
export async function syncActiveTeam(tx: Db, userId: string, now: Date): Promise<void> {
  const [user] = await rowsOf<{ team_id: string | null }>(
    tx,
    sql`select team_id from users where id = ${userId} for update`,
  );
  const accepted = await tx
    .select({ teamId: teamMemberships.teamId, role: teamMemberships.role })
    .from(teamMemberships)
    .where(and(eq(teamMemberships.userId, userId), eq(teamMemberships.status, 'accepted')))
    .orderBy(
      sql`${teamMemberships.role} = 'owner' desc`,
      asc(teamMemberships.acceptedAt),
      asc(teamMemberships.id),
    );
  const active = accepted.find((m) => m.teamId === user?.team_id) ?? accepted[0] ?? null;
  await tx
    .update(users)
    .set({ teamId: active?.teamId ?? null, isTeamAdmin: active?.role === 'admin', updatedAt: now })
    .where(eq(users.id, userId));
}
