import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamInvitations, teamMemberships } from '../../db/schema/teams.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { teamJoinRequested } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';
import { changeMembership } from './membership-changes.ts';
import { findTeamByCode, lockTeam, membershipOf, type TeamRow } from './team-lookup.ts';

/** SPEC 5 "Please enter valid team code" for a code that names no team. */
export async function assertTeamCodeJoinable(db: Db, teamCode: string): Promise<TeamRow> {
  const team = await findTeamByCode(db, teamCode);
  if (!team) throw badRequest('teamCodeInvalid', 'TEAM_CODE_INVALID');
  return team;
}

/** Individual receivers and team members may ask to join; givers, owners and businesses may not. */
function assertMayJoin(user: UserRow): void {
  const allowed =
    user.userType === 'payee' && (user.accountType === 'individual' || user.accountType === 'teamMember');
  if (!allowed) throw forbidden('teamJoinNotAllowed', 'TEAM_JOIN_NOT_ALLOWED');
}

/** The person's pending invitation to this team, taken up by their request (matched by address). */
async function takeInvitation(tx: Db, options: { teamId: string; user: UserRow; now: Date }) {
  const email = options.user.email?.trim().toLowerCase();
  if (!email) return null;
  const [invitation] = await tx
    .update(teamInvitations)
    .set({ status: 'accepted', acceptedBy: options.user.id, acceptedAt: options.now })
    .where(
      and(
        eq(teamInvitations.teamId, options.teamId),
        eq(teamInvitations.email, email),
        eq(teamInvitations.status, 'pending'),
      ),
    )
    .returning({ id: teamInvitations.id, invitedBy: teamInvitations.invitedBy });
  return invitation ?? null;
}

/**
 * A pending request of `user` to join `team`. Asking again while pending changes nothing; a
 * rejected, removed or departed person may ask again.
 */
async function requestInTransaction(tx: Db, options: { team: TeamRow; user: UserRow; now: Date }) {
  const { team, user, now } = options;
  await lockTeam(tx, team.id);
  const current = await membershipOf(tx, team.id, user.id);
  if (current?.status === 'accepted') throw conflict('alreadyTeamMember', 'ALREADY_TEAM_MEMBER');
  if (current?.status === 'pending') return current;
  const invitation = await takeInvitation(tx, { teamId: team.id, user, now });
  const request = await changeMembership(tx, {
    teamId: team.id,
    userId: user.id,
    current,
    status: 'pending',
    role: 'member',
    by: user.id,
    now,
    invitation,
  });
  await notify(tx, teamJoinRequested(request, now));
  return request;
}

/** POST /teams/joinTeamRequest: a signed-in receiver asks to join the team of a code. */
export async function requestToJoin(db: Db, options: { user: UserRow; teamCode: string; now: Date }) {
  assertMayJoin(options.user);
  const team = await assertTeamCodeJoinable(db, options.teamCode);
  return db.transaction((tx) => requestInTransaction(tx, { team, user: options.user, now: options.now }));
}

/**
 * Sign-up through /joinTeam: makes the new account a team member (accountType 'teamMember') with a
 * pending request to the code's team. Call it with the transaction that created the account.
 */
export async function signUpAsTeamMember(db: Db, options: { userId: string; teamCode: string; now: Date }) {
  const team = await assertTeamCodeJoinable(db, options.teamCode);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ accountType: 'teamMember', updatedAt: options.now })
      .where(eq(users.id, options.userId))
      .returning();
    if (!user) throw new Error('signing-up user not found');
    return requestInTransaction(tx, { team, user, now: options.now });
  });
}

/**
 * For login's assertMayLogIn: SPEC 4 "Please wait for your request to be approved." for a team
 * member account whose requests are all still pending (no accepted membership).
 */
export function assertMayLogIn(db: Db) {
  return async (user: UserRow): Promise<void> => {
    if (user.accountType !== 'teamMember') return;
    const [row] = await db
      .select({
        accepted: sql<number>`count(*) filter (where ${teamMemberships.status} = 'accepted')::int`,
        pending: sql<number>`count(*) filter (where ${teamMemberships.status} = 'pending')::int`,
      })
      .from(teamMemberships)
      .where(eq(teamMemberships.userId, user.id));
    if (row && row.accepted === 0 && row.pending > 0)
      throw forbidden('awaitingApproval', 'AWAITING_APPROVAL');
  };
}
