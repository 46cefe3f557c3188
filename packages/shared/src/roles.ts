export const ROLES = [
  'tipGiver',
  'teamAdmin',
  'businessUser',
  'individualRole',
  'teamMember',
  'teamOwner',
  'tipReciever',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];

/** The not-logged-in kind of SPEC 2: a visitor without a session. */
export const VISITOR = 'user' as const;
export type AccessKind = Role | typeof VISITOR;

export interface RoleSource {
  userType?: 'payer' | 'payee' | 'admin' | null;
  isTeamAdmin?: boolean | null;
  isTeamOwner?: boolean | null;
  accountType?: string | null;
  userTeam?: { isteamAdmin?: boolean | null } | null;
}

/** SPEC 6, in its order; the team record's admin flag overrides everything. */
export function deriveRole(user: RoleSource): Role {
  if (user.userTeam?.isteamAdmin) return 'teamAdmin';
  if (user.userType === 'payer') return 'tipGiver';
  if (user.isTeamAdmin) return 'teamAdmin';
  if (user.accountType === 'business') return 'businessUser';
  if (user.accountType === 'individual') return 'individualRole';
  if (user.accountType === 'teamMember') return 'teamMember';
  if (user.isTeamOwner) return 'teamOwner';
  if (user.userType === 'payee') return 'tipReciever';
  return 'admin';
}
