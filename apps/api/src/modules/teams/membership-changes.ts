import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  teamMembershipEvents,
  teamMemberships,
  type MembershipRole,
  type MembershipStatus,
  type TeamMembershipRow,
} from '../../db/schema/teams.ts';
import { syncActiveTeam } from './active-team.ts';

export interface MembershipChange {
  teamId: string;
  userId: string;
  /** The current row, when there is one (read under the team lock). */
  current: TeamMembershipRow | null;
  status: MembershipStatus;
  role: MembershipRole;
  /** Who decided; the person themselves for a request or leaving. */
  by: string;
  now: Date;
  invitation?: { id: string; invitedBy: string } | null;
}

/**
 * The one way a membership changes: the current row, its history event and the person's user
 * columns, all in the caller's transaction (which holds the team lock).
 */
export async function changeMembership(tx: Db, change: MembershipChange): Promise<TeamMembershipRow> {
  const { current, status, role, now } = change;
  const fields = {
    status,
    role,
    updatedAt: now,
    ...(status === 'pending'
      ? {
          requestedAt: now,
          decidedAt: null,
          decidedBy: null,
          acceptedAt: null,
          invitationId: change.invitation?.id ?? null,
          invitedBy: change.invitation?.invitedBy ?? null,
        }
      : { decidedAt: now, decidedBy: change.by }),
    ...(status === 'accepted' && current?.status !== 'accepted' ? { acceptedAt: now } : {}),
  };
  const [row] = current
    ? await tx.update(teamMemberships).set(fields).where(eq(teamMemberships.id, current.id)).returning()
    : await tx
        .insert(teamMemberships)
        .values({ teamId: change.teamId, userId: change.userId, ...fields })
        .returning();
  if (!row) throw new Error('membership write returned no row');
  await tx.insert(teamMembershipEvents).values({
    membershipId: row.id,
    fromStatus: current?.status ?? null,
    toStatus: status,
    fromRole: current?.role ?? null,
    toRole: role,
    byUserId: change.by,
    at: now,
  });
  await syncActiveTeam(tx, change.userId, now);
  return row;
}
