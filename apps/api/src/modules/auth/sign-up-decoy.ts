import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import type { UserRow } from '../../db/schema/users.ts';
import { ratingOf } from '../feedback/ratings.service.ts';
import { presentSessionUser } from '../users/user.presenter.ts';
import { newPayeeCode, newUniqueId } from '../users/user-identity.ts';
import type { AccountChoice, AccountFields } from './new-account.service.ts';

/**
 * The session user a new sign-up would have been answered with, built the way insertAccount
 * builds a row (fresh ids, team owner of a new team, business address) but never stored.
 */
export function decoyAccount(fields: AccountFields, choice: AccountChoice, now: Date): SessionUser {
  const payee = choice.userType === 'payee';
  const accountType = payee ? (choice.accountType ?? 'individual') : null;
  const business = accountType === 'business';
  const team = accountType === 'team' && !!choice.teamName;
  const row: UserRow = {
    id: randomUUID(),
    uniqueId: newUniqueId(),
    payeeCode: newPayeeCode(),
    username: fields.username,
    email: fields.email ?? null,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    fullName: fields.fullName ?? null,
    phone: fields.phone ?? null,
    passwordHash: null,
    googleSub: null,
    loginMethod: fields.loginMethod ?? 'password',
    userType: choice.userType,
    accountType,
    occupation: fields.occupation ?? null,
    currency: fields.currency ?? 'USD',
    lang: fields.lang ?? 'en',
    profileImg: fields.profileImg ?? null,
    fcmToken: null,
    placeId: business ? (choice.placeId ?? null) : null,
    long: null,
    lat: null,
    address: business ? (choice.address ?? null) : null,
    teamId: team ? randomUUID() : null,
    isTeamOwner: team,
    isTeamAdmin: false,
    stripeConnectedAccountId: null,
    chatDisabled: false,
    emailVerifiedAt: null,
    failedAttempts: 0,
    lockedUntil: null,
    deletedAt: null,
    signInDisabledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  return presentSessionUser(row, ratingOf({ reviews: '0', stars: '0' }));
}
