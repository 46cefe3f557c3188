import type { PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import type { AccessKind } from '@opentip/shared/roles';

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-1',
    username: 'maria',
    firstName: 'Maria',
    lastName: 'Lopez',
    fullName: null,
    email: 'maria@example.com',
    phone: '+34600111222',
    profileImg: null,
    rating: 0,
    reviewsCount: 0,
    isTeamOwner: false,
    isTeamAdmin: false,
    userType: 'payee',
    accountType: 'individual',
    occupation: 'server',
    uniqueId: '12345678',
    payeeCode: 'ABCDEFGHJK',
    placeId: null,
    long: null,
    lat: null,
    lang: 'en',
    address: null,
    teamId: null,
    currency: 'USD',
    stripeConnectedAccountId: null,
    userTeam: null,
    emailVerified: true,
    loginMethod: 'password',
    chatDisabled: false,
    ...overrides,
  };
}

/** A user of each kind the SPEC 6 derivation knows (visitor: no user). */
export const USERS_BY_KIND: Record<Exclude<AccessKind, 'user' | 'admin' | 'tipReciever'>, SessionUser> = {
  tipGiver: makeUser({ userType: 'payer', accountType: null, occupation: null }),
  individualRole: makeUser({ accountType: 'individual' }),
  teamMember: makeUser({ accountType: 'teamMember', teamId: 't-1', userTeam: { isteamAdmin: false } }),
  teamOwner: makeUser({ accountType: 'team', isTeamOwner: true, teamId: 't-1' }),
  teamAdmin: makeUser({
    accountType: 'teamMember',
    isTeamAdmin: true,
    teamId: 't-1',
    userTeam: { isteamAdmin: true },
  }),
  businessUser: makeUser({ accountType: 'business' }),
};

/** Maria as GET /payee/payee-details answers her (no rating yet). */
export function makePayeeDetails(overrides: Partial<PayeeDetails> = {}): PayeeDetails {
  return {
    id: 'u-1',
    teamId: null,
    username: 'maria',
    profileImg: null,
    rating: 0,
    reviewsCount: 0,
    placeId: null,
    currency: 'USD',
    paymentsEnabled: true,
    pool: null,
    ...overrides,
  };
}
