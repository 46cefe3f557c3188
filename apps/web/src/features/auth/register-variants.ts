import type { RegisterInput } from '@opentip/shared/schemas/auth.schema';

/** teamMember: sign-up through a team's join link (/signUp?teamCode=), no account type of its own. */
export type RegisterVariant = 'payer' | 'individual' | 'team' | 'business' | 'teamMember';

/** Which account each sign-up route creates (SPEC 2: three routes share one screen). */
export const VARIANT_BY_PATH: Record<string, RegisterVariant> = {
  '/signUp': 'payer',
  '/individualRegister': 'individual',
  '/createTeamAccount': 'team',
  '/businessAccount': 'business',
};

export function accountOf(variant: RegisterVariant): Pick<RegisterInput, 'userType' | 'accountType'> {
  if (variant === 'teamMember') return { userType: 'payee' };
  return variant === 'payer' ? { userType: 'payer' } : { userType: 'payee', accountType: variant };
}

/** The variant of a sign-up path; a team code in the link makes it a team member's sign-up. */
export function variantOf(pathname: string, teamCode: string | null): RegisterVariant {
  if (teamCode) return 'teamMember';
  return VARIANT_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'payer';
}
