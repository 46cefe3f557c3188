import { z } from 'zod';
import { emailField } from '../validation.ts';
import { tipTransaction } from './tips.schema.ts';

export const TEAM_ROLES = ['member', 'admin', 'owner'] as const;
export const TEAM_MEMBER_STATUSES = ['pending', 'accepted', 'rejected', 'removed', 'left'] as const;
/** At most this many addresses per invitation call. */
export const MAX_INVITES_PER_CALL = 20;

/** Team codes are 10 Crockford base32 characters; older or test teams may have other short codes. */
export const teamCodeField = z
  .string({ error: 'teamCodeInvalid' })
  .trim()
  .min(1, 'teamCodeInvalid')
  .max(32, 'teamCodeInvalid')
  .regex(/^[A-Za-z0-9]+$/, 'teamCodeInvalid');
const idField = z.string({ error: 'teamNotFound' }).uuid('teamNotFound');
const userIdField = z.string({ error: 'teamMemberNotFound' }).uuid('teamMemberNotFound');
const pageField = z.coerce
  .number({ error: 'invalidRequest' })
  .int('invalidRequest')
  .min(1, 'invalidRequest')
  .default(1);
const limitField = z.coerce
  .number({ error: 'invalidRequest' })
  .int('invalidRequest')
  .min(1, 'invalidRequest')
  .max(100, 'invalidRequest')
  .default(20);

/**
 * Every team call names its team by teamCode or teamId (toTeamId in the member-profile call, as
 * SPEC 7 spells it); when both are sent they must name the same team.
 */
const teamRefFields = { teamCode: teamCodeField.optional(), teamId: idField.optional() };
const needsTeam = (v: { teamCode?: string; teamId?: string }) =>
  v.teamCode !== undefined || v.teamId !== undefined;
const needsTeamIssue = { message: 'teamCodeInvalid', path: ['teamCode'] };

export const teamRefQuery = z.object(teamRefFields).refine(needsTeam, needsTeamIssue);
export type TeamRef = z.infer<typeof teamRefQuery>;
export const teamCodeParams = z.object({ code: teamCodeField });

export const teamTipsQuery = z
  .object({ ...teamRefFields, page: pageField, limit: limitField })
  .refine(needsTeam, needsTeamIssue);
export type TeamTipsQuery = z.infer<typeof teamTipsQuery>;

export const memberProfileQuery = z
  .object({
    teamCode: teamCodeField.optional(),
    toTeamId: idField.optional(),
    userId: userIdField,
    page: pageField,
    limit: limitField,
  })
  .refine((v) => v.teamCode !== undefined || v.toTeamId !== undefined, needsTeamIssue);
export type MemberProfileQuery = z.infer<typeof memberProfileQuery>;

/** POST /teams/joinTeamRequest: the team code; who asks is the signed-in user. */
export const joinTeamBody = z.object({ teamCode: teamCodeField });

export const inviteBody = z
  .object({
    ...teamRefFields,
    emails: z
      .array(emailField, { error: 'inviteEmailsRequired' })
      .min(1, 'inviteEmailsRequired')
      .max(MAX_INVITES_PER_CALL, 'inviteEmailsTooMany'),
  })
  .refine(needsTeam, needsTeamIssue);
export type InviteBody = z.infer<typeof inviteBody>;

/** make-team-admin, removeAdmin: which member of which team. */
export const memberActionBody = z
  .object({ ...teamRefFields, userId: userIdField })
  .refine(needsTeam, needsTeamIssue);
export type MemberActionBody = z.infer<typeof memberActionBody>;

export const APPROVAL_STATUSES = ['accept', 'reject', 'remove'] as const;
export const approvalBody = z
  .object({
    ...teamRefFields,
    userId: userIdField,
    status: z.enum(APPROVAL_STATUSES, { error: 'teamApprovalStatusInvalid' }),
  })
  .refine(needsTeam, needsTeamIssue);
export type ApprovalBody = z.infer<typeof approvalBody>;

export const leaveTeamBody = z.object(teamRefFields).refine(needsTeam, needsTeamIssue);

const person = z.object({ username: z.string(), profileImg: z.string().nullable() });

/** GET /teams/{code}: what a join screen may show to anyone holding the code. */
export const publicTeam = z.object({
  name: z.string(),
  code: z.string(),
  owner: person,
  memberCount: z.number().int(),
});
export const publicTeamData = z.object({ team: publicTeam });

/** A team as its own member sees it. */
export const myTeam = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  owner: person,
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  isTeamAdmin: z.boolean(),
  /** The team the session's teamId and isTeamAdmin describe. */
  isActive: z.boolean(),
  memberCount: z.number().int(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type MyTeam = z.infer<typeof myTeam>;
export const myTeamsData = z.object({ teams: z.array(myTeam) });

export const teamMember = z.object({
  userId: z.string(),
  username: z.string(),
  fullName: z.string().nullable(),
  profileImg: z.string().nullable(),
  occupation: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  isTeamAdmin: z.boolean(),
  isTeamOwner: z.boolean(),
  /** The request answered an invitation by e-mail. */
  invited: z.boolean(),
  requestedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

const teamHeader = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  /** The caller's own role in the team. */
  myRole: z.enum(TEAM_ROLES),
});
export const teamMembersData = z.object({ team: teamHeader, teamMembers: z.array(teamMember) });

export const teamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  sentAt: z.string(),
});
export const teamRequestsData = z.object({
  team: teamHeader,
  teamMembers: z.array(teamMember),
  invitations: z.array(teamInvitation),
});

const tipsPage = {
  transactions: z.array(tipTransaction),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  hasMore: z.boolean(),
};
export const teamTipsData = z.object({ team: teamHeader, ...tipsPage });
export const memberProfileData = z.object({ team: teamHeader, member: teamMember, ...tipsPage });

export const membershipData = z.object({ member: teamMember });
export const invitesSentData = z.object({ invited: z.number().int() });
