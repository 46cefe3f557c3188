import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { verifyAccountCode } from './account-codes.service.ts';
import { startSession, type Session } from './login.service.ts';
import { consumeSignUpGrant } from './sign-up-grants.service.ts';

/**
 * Marks the e-mail address of an account verified with the code mailed to it. With the grant its
 * sign-up was answered with, the person is signed in too (the session, as a login answers it);
 * without it (older clients, another device) they sign in with their password as before.
 */
export async function verifyEmail(options: {
  db: Db;
  now: Date;
  ttlDays: number;
  email: string;
  code: string;
  signUpToken?: string;
}): Promise<Session | undefined> {
  const { db, now } = options;
  const user = await verifyAccountCode({ ...options, purpose: 'verifyEmail' });
  const [verified] = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning();
  if (!options.signUpToken) return undefined;
  if (!(await consumeSignUpGrant(db, { token: options.signUpToken, userId: user.id, now }))) return undefined;
  return startSession({ db, now, ttlDays: options.ttlDays, user: verified ?? user });
}
