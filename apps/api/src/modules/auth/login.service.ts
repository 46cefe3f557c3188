import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { forbidden, unauthorized } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { issueAccessToken, revokeToken } from '../../lib/sessions.ts';
import { assertNotLocked, recordFailure } from './account-lockout.service.ts';
import { findUserByLogin } from './user-lookup.service.ts';

export interface Session {
  user: UserRow;
  accessToken: string;
}

/** Opens a session: clears failed attempts, keeps the device's push token, issues a bearer token. */
export async function startSession(options: {
  db: Db;
  now: Date;
  ttlDays: number;
  user: UserRow;
  fcmToken?: string;
}): Promise<Session> {
  const { db, now, user } = options;
  const [updated] = await db
    .update(users)
    .set({
      failedAttempts: 0,
      lockedUntil: null,
      ...(options.fcmToken ? { fcmToken: options.fcmToken, updatedAt: now } : {}),
    })
    .where(eq(users.id, user.id))
    .returning();
  const accessToken = await issueAccessToken(db, { userId: user.id, now, ttlDays: options.ttlDays });
  return { user: updated ?? user, accessToken };
}

const invalidCredentials = () => unauthorized('invalidCredentials', 'INVALID_CREDENTIALS');

/**
 * Logs in with e-mail address or user name and password. Unknown user and wrong password get the
 * same 401 after the same amount of hashing work.
 */
export async function login(options: {
  db: Db;
  now: Date;
  ttlDays: number;
  login: string;
  password: string;
  fcmToken?: string;
  /**
   * Checks that may still refuse a correct password. SPEC 4: a team member whose join request is
   * pending gets "Please wait for your request to be approved." (awaitingApproval, 403); the
   * teams module owns that state and supplies the check here.
   */
  assertMayLogIn?: (user: UserRow) => Promise<void>;
}): Promise<Session> {
  const { db, now } = options;
  const user = await findUserByLogin(db, options.login);
  if (!user?.passwordHash) {
    await verifyPassword(null, options.password);
    throw invalidCredentials();
  }
  assertNotLocked(user, now);
  if (!(await verifyPassword(user.passwordHash, options.password))) {
    await recordFailure(db, { userId: user.id, now });
    throw invalidCredentials();
  }
  if (!user.emailVerifiedAt) throw forbidden('emailNotVerified', 'EMAIL_NOT_VERIFIED');
  await options.assertMayLogIn?.(user);
  return startSession({ db, now, ttlDays: options.ttlDays, user, fcmToken: options.fcmToken });
}

export async function logout(options: { db: Db; now: Date; tokenId: string }): Promise<void> {
  await revokeToken(options.db, { tokenId: options.tokenId, now: options.now });
}
