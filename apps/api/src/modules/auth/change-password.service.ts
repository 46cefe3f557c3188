import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { issueAccessToken, revokeUserTokens } from '../../lib/sessions.ts';
import {
  accountOfUser,
  assertNotThrottled,
  clearPairFailures,
  recordSignInFailure,
  throttleKeys,
} from './sign-in-throttle.service.ts';

/**
 * Changes the password of the signed-in user. Every session ends, the caller's too (a stolen token
 * must not survive a password change), and the caller gets a new token in the answer.
 */
export async function changePassword(options: {
  db: Db;
  now: Date;
  ttlDays: number;
  user: UserRow;
  oldPassword: string;
  password: string;
  /** A stolen token must not make guessing the password any faster: the sign-in throttle applies. */
  ip: string;
}): Promise<string> {
  const { db, now, user } = options;
  const keys = throttleKeys({ account: accountOfUser(user.id), ip: options.ip });
  await assertNotThrottled(db, { keys, now });
  if (!(await verifyPassword(user.passwordHash, options.oldPassword))) {
    await recordSignInFailure(db, { keys, now });
    throw badRequest('oldPasswordIncorrect', 'OLD_PASSWORD_INCORRECT');
  }
  await clearPairFailures(db, keys);
  if (options.password === options.oldPassword) throw badRequest('samePassword', 'SAME_PASSWORD');
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserTokens(tx, { userId: user.id, now });
    return issueAccessToken(tx, { userId: user.id, now, ttlDays: options.ttlDays });
  });
}
