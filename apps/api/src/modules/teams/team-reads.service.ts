import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TeamRef } from '@opentip/shared/schemas/teams.schema';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { teamInvitations, teamMemberships, type MembershipStatus } from '../../db/schema/teams.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { TeamMembershipRow } from '../../db/schema/teams.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  presentInvitation,
  presentMember,
  presentMyTeam,
  presentOwner,
  presentTeamHeader,
} from './team.presenter.ts';
import { findTeamByCode, requireTeamAccess } from './team-lookup.ts';

// Written with a qualified name: Drizzle leaves columns unqualified inside a selection.
const memberCount = sql<number>`(select count(*)::int from team_memberships m
  join users u on u.id = m.user_id
  where m.team_id = "teams"."id" and m.status = 'accepted' and u.deleted_at is null)`;

/** GET /teams/{code}: what a join screen shows to whoever holds the code, and nothing more. */
export async function publicTeam(db: Db, code: string) {
  const team = await findTeamByCode(db, code);
  if (!team) throw notFound('teamCodeInvalid', 'TEAM_NOT_FOUND');
  const [row] = await db
    .select({ username: users.username, profileImg: users.profileImg, memberCount })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(eq(teams.id, team.id));
  if (!row) throw notFound('teamCodeInvalid', 'TEAM_NOT_FOUND');
  return { name: team.name, code: team.code, owner: presentOwner(row), memberCount: row.memberCount };
}

/** The statuses "my teams" lists: where a request stands, and the teams one belongs to. */
const LISTED: MembershipStatus[] = ['pending', 'accepted', 'rejected'];

/** GET /teams: the caller's teams with their role and status, active team first. */
export async function myTeams(db: Db, user: UserRow) {
  const rows = await db
    .select({ membership: teamMemberships, team: teams, owner: users, memberCount })
    .from(teamMemberships)
    .innerJoin(teams, eq(teams.id, teamMemberships.teamId))
    .innerJoin(users, eq(users.id, teams.ownerId))
    .where(and(eq(teamMemberships.userId, user.id), inArray(teamMemberships.status, LISTED)))
    .orderBy(desc(teamMemberships.requestedAt));
  const list = rows.map((r) => presentMyTeam({ ...r, activeTeamId: user.teamId }));
  return list.sort((a, b) => Number(b.isActive) - Number(a.isActive));
}

const roleOrder = sql`case ${teamMemberships.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

async function membersWith(db: Db, teamId: string, status: MembershipStatus) {
  const rows = await db
    .select({ membership: teamMemberships, person: users })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    // A deleted account keeps its rows for the ledger's sake but is nobody's team-mate any more.
    .where(
      and(eq(teamMemberships.teamId, teamId), eq(teamMemberships.status, status), isNull(users.deletedAt)),
    )
    .orderBy(
      roleOrder,
      asc(teamMemberships.acceptedAt),
      asc(teamMemberships.requestedAt),
      asc(users.username),
    );
  return rows.map((r) => presentMember(r.membership, r.person));
}

/** GET /teams/get-team-members: the accepted members, seen by every member of the team. */
export async function teamMembers(db: Db, options: { user: UserRow; ref: TeamRef }) {
  const { team, membership } = await requireTeamAccess(db, options);
  return {
    team: presentTeamHeader(team, membership),
    teamMembers: await membersWith(db, team.id, 'accepted'),
  };
}

/** GET /teams/requests: pending requests and pending invitations, for the team's managers. */
export async function teamRequests(db: Db, options: { user: UserRow; ref: TeamRef }) {
  const { team, membership } = await requireTeamAccess(db, { ...options, managers: true });
  const invitations = await db
    .select({ invitation: teamInvitations, invitedBy: users.username })
    .from(teamInvitations)
    .innerJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(and(eq(teamInvitations.teamId, team.id), eq(teamInvitations.status, 'pending')))
    .orderBy(desc(teamInvitations.sentAt));
  return {
    team: presentTeamHeader(team, membership),
    teamMembers: await membersWith(db, team.id, 'pending'),
    invitations: invitations.map((r) => presentInvitation(r.invitation, r.invitedBy)),
  };
}

/** A membership just changed, as the answer of the call that changed it. */
export async function memberView(db: Db, row: TeamMembershipRow) {
  const [person] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!person) throw new Error('member without a user row');
  return presentMember(row, person);
}
