import type { RegisterInput } from '@opentip/shared/schemas/auth.schema';

export type RegisterVariant = 'payer' | 'individual' | 'team' | 'business';

/** Which account each sign-up route creates (SPEC 2: three routes share one screen). */
export const VARIANT_BY_PATH: Record<string, RegisterVariant> = {
  '/signUp': 'payer',
  '/individualRegister': 'individual',
  '/createTeamAccount': 'team',
  '/businessAccount': 'business',
};

export function accountOf(variant: RegisterVariant): Pick<RegisterInput, 'userType' | 'accountType'> {
  return variant === 'payer' ? { userType: 'payer' } : { userType: 'payee', accountType: variant };
}
