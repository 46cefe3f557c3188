import type { CreateTipData, PayeeDetails } from '@opentip/shared/schemas/tips.schema';
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

/** The administrator the console tests sign in as. */
export const ADMIN = makeUser({
  id: 'a-1',
  username: 'root',
  email: 'root@opentip.test',
  userType: 'admin',
  accountType: null,
  occupation: null,
});

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

/** What createtransactions answers for a paid card tip to this receiver (a guest's: no giver). */
export function makePaidTip(
  payee: Pick<PayeeDetails, 'id' | 'username'>,
  amounts: { tip: number; fee: number; net: number; total: number },
  currency = 'USD',
): CreateTipData {
  return {
    transaction: {
      id: '3f1e9a52-7c7b-4a8e-9d0c-2b6f5e4d3c21',
      status: 'succeeded',
      currency,
      amounts,
      billAmount: null,
      percent: null,
      coverFee: false,
      paymentType: 'card',
      card: { brand: 'visa', last4: '4242' },
      comment: null,
      payee: { id: payee.id, username: payee.username, profileImg: null },
      giver: null,
      toTeamId: null,
      fromTeamId: null,
      refundedAmount: 0,
      feedback: null,
      createdAt: '2026-11-22T10:00:00.000Z',
    },
    feedbackToken: 'feedback-token-1',
    nextAction: null,
  };
}
