import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { ratingSummary, type RatingSummary } from '../feedback/ratings.service.ts';

/** The only way a user row leaves the server: no hash, token or internal counter can slip out. */
export function presentSessionUser(row: UserRow, rating: RatingSummary): SessionUser {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    profileImg: row.profileImg,
    rating: rating.rating,
    reviewsCount: rating.reviewsCount,
    isTeamOwner: row.isTeamOwner,
    isTeamAdmin: row.isTeamAdmin,
    userType: row.userType,
    accountType: row.accountType,
    // A business has no occupation (one stored before this rule is not shown).
    occupation: row.accountType === 'business' ? null : row.occupation,
    uniqueId: row.uniqueId,
    payeeCode: row.payeeCode,
    placeId: row.placeId,
    long: row.long,
    lat: row.lat,
    lang: row.lang,
    address: row.address,
    teamId: row.teamId,
    currency: row.currency,
    stripeConnectedAccountId: row.stripeConnectedAccountId,
    userTeam: row.teamId ? { isteamAdmin: row.isTeamAdmin } : null,
    emailVerified: row.emailVerifiedAt !== null,
    loginMethod: row.loginMethod,
    chatDisabled: row.chatDisabled,
  };
}

/** The session user with the rating their tips' feedback has earned so far. */
export async function sessionUserOf(db: Db, row: UserRow): Promise<SessionUser> {
  return presentSessionUser(row, await ratingSummary(db, { userId: row.id }));
}
