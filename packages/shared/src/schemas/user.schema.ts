import { z } from 'zod';

/** Who can register: administrators are never made by a public route. */
export const USER_TYPES = ['payer', 'payee'] as const;
/** Every kind of account that exists: the registrable ones and the platform's administrators. */
export const ACCOUNT_USER_TYPES = [...USER_TYPES, 'admin'] as const;
/** "team" is a team owner's own account; members joining a team become "teamMember". */
export const ACCOUNT_TYPES = ['individual', 'business', 'team', 'teamMember'] as const;
export type UserType = (typeof USER_TYPES)[number];
export type AccountUserType = (typeof ACCOUNT_USER_TYPES)[number];
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** SPEC 3 Session user: what login returns as data.user and the web app keeps. */
export const sessionUser = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  profileImg: z.string().nullable(),
  rating: z.number(),
  reviewsCount: z.number().int(),
  isTeamOwner: z.boolean(),
  isTeamAdmin: z.boolean(),
  userType: z.enum(ACCOUNT_USER_TYPES),
  accountType: z.enum(ACCOUNT_TYPES).nullable(),
  occupation: z.string().nullable(),
  uniqueId: z.string(),
  payeeCode: z.string(),
  placeId: z.string().nullable(),
  long: z.number().nullable(),
  lat: z.number().nullable(),
  lang: z.string(),
  address: z.string().nullable(),
  teamId: z.string().nullable(),
  currency: z.string(),
  stripeConnectedAccountId: z.string().nullable(),
  userTeam: z.object({ isteamAdmin: z.boolean() }).nullable(),
  emailVerified: z.boolean(),
  loginMethod: z.enum(['password', 'google']),
  chatDisabled: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const userData = z.object({ user: sessionUser });
export const sessionData = z.object({ user: sessionUser, accessToken: z.string() });
