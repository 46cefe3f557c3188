import { eq } from 'drizzle-orm';
import type { AdminSecondFactorChallenge } from '@opentip/shared/schemas/admin-auth.schema';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { issueAccessToken, revokeToken } from '../../lib/sessions.ts';
import {
  accountOfLogin,
  accountOfUser,
  assertNotThrottled,
  clearPairFailures,
  recordSignInFailure,
  throttleKeys,
} from './sign-in-throttle.service.ts';
import { assertMayLogIn } from '../teams/join-request.service.ts';
import { findUserByLogin } from './user-lookup.service.ts';
import { beginAdminSecondFactor } from '../admin/admin-second-factor.service.ts';

export interface Session {
  user: UserRow;
  accessToken: string;
}

/**
 * Opens a session: keeps the device's push token, issues a bearer token. Every way of signing in
 * comes here, so SPEC 4's "Please wait for your request to be approved." (a team member whose
 * join request is still pending) is said for password, code and Google sign-in alike.
 */
export async function startSession(options: {
  db: Db;
  now: Date;
  ttlDays: number;
  user: UserRow;
  fcmToken?: string;
  /** Only the admin second step passes this: no other way of signing in opens an admin session. */
  adminSecondFactorPassed?: boolean;
}): Promise<Session> {
  const { db, now, user } = options;
  assertSignInAllowed(user);
  if (user.userType === 'admin' && !options.adminSecondFactorPassed)
    throw forbidden('adminNotForAppUse', 'ADMIN_NOT_FOR_APP');
  await assertMayLogIn(db)(user);
  const [updated] = options.fcmToken
    ? await db
        .update(users)
        .set({ fcmToken: options.fcmToken, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning()
    : [user];
  const accessToken = await issueAccessToken(db, { userId: user.id, now, ttlDays: options.ttlDays });
  return { user: updated ?? user, accessToken };
}

/** An administrator turned this person's sign-in off (users.signInDisabledAt). */
export function assertSignInAllowed(user: UserRow): void {
  if (user.signInDisabledAt) throw forbidden('signInDisabled', 'SIGN_IN_DISABLED');
}

const invalidCredentials = () => unauthorized('invalidCredentials', 'INVALID_CREDENTIALS');

/** An administrator's right password: the second step still to take, no session yet. */
export interface SecondFactorStep {
  secondFactor: AdminSecondFactorChallenge;
}

/**
 * Logs in with e-mail address or user name and password. Unknown user and wrong password get the
 * same 401 after the same amount of hashing work, and build up the same throttle state.
 */
export async function login(options: {
  db: Db;
  now: Date;
  ttlDays: number;
  login: string;
  password: string;
  /** The caller's address: the throttle counts failures per account and address. */
  ip: string;
  fcmToken?: string;
}): Promise<Session | SecondFactorStep> {
  const { db, now } = options;
  const user = await findUserByLogin(db, options.login);
  const account = user ? accountOfUser(user.id) : accountOfLogin(options.login);
  const keys = throttleKeys({ account, ip: options.ip });
  await assertNotThrottled(db, { keys, now });
  const right = await verifyPassword(user?.passwordHash ?? null, options.password);
  if (!user || !right) {
    await recordSignInFailure(db, { keys, now });
    throw invalidCredentials();
  }
  await clearPairFailures(db, keys);
  if (!user.emailVerifiedAt) throw forbidden('emailNotVerified', 'EMAIL_NOT_VERIFIED');
  assertSignInAllowed(user);
  if (user.userType === 'admin') return { secondFactor: await beginAdminSecondFactor(db, { user, now }) };
  return startSession({ db, now, ttlDays: options.ttlDays, user, fcmToken: options.fcmToken });
}

export async function logout(options: { db: Db; now: Date; tokenId: string }): Promise<void> {
  await revokeToken(options.db, { tokenId: options.tokenId, now: options.now });
}
