import type { MyTeam, TeamMember } from '@opentip/shared/schemas/teams.schema';
import type { TeamInvitationRow, TeamMembershipRow } from '../../db/schema/teams.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { TeamRow } from './team-lookup.ts';

export type MemberPerson = Pick<UserRow, 'id' | 'username' | 'fullName' | 'profileImg' | 'occupation'>;
export type OwnerPerson = Pick<UserRow, 'username' | 'profileImg'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A team's member as the team's own people see them: no e-mail, phone or account details. */
export function presentMember(membership: TeamMembershipRow, person: MemberPerson): TeamMember {
  return {
    userId: person.id,
    username: person.username,
    fullName: person.fullName,
    profileImg: person.profileImg,
    occupation: person.occupation,
    role: membership.role,
    status: membership.status,
    isTeamAdmin: membership.role === 'admin',
    isTeamOwner: membership.role === 'owner',
    invited: membership.invitationId !== null,
    requestedAt: membership.requestedAt.toISOString(),
    acceptedAt: iso(membership.acceptedAt),
  };
}

export const presentOwner = (owner: OwnerPerson) => ({
  username: owner.username,
  profileImg: owner.profileImg,
});

export function presentMyTeam(options: {
  team: TeamRow;
  membership: TeamMembershipRow;
  owner: OwnerPerson;
  memberCount: number;
  activeTeamId: string | null;
}): MyTeam {
  const { team, membership } = options;
  return {
    id: team.id,
    name: team.name,
    code: team.code,
    owner: presentOwner(options.owner),
    role: membership.role,
    status: membership.status,
    isTeamAdmin: membership.role === 'admin',
    isActive: membership.status === 'accepted' && options.activeTeamId === team.id,
    memberCount: options.memberCount,
    requestedAt: membership.requestedAt.toISOString(),
    acceptedAt: iso(membership.acceptedAt),
  };
}

export const presentTeamHeader = (team: TeamRow, membership: TeamMembershipRow) => ({
  id: team.id,
  name: team.name,
  code: team.code,
  myRole: membership.role,
});

export function presentInvitation(invitation: TeamInvitationRow, invitedBy: string) {
  return {
    id: invitation.id,
    email: invitation.email,
    invitedBy,
    createdAt: invitation.createdAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
  };
}
