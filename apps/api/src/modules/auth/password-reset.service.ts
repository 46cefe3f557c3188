import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { badRequest } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { revokeUserTokens } from '../../lib/sessions.ts';
import { verifyAccountCode } from './account-codes.service.ts';
import { invalidateCodes } from './one-time-codes.service.ts';
import { consumeResetGrant, issueResetGrant } from './reset-grants.service.ts';

/** Turns a correct reset code into the reset token that /auth/reset-password takes. */
export async function verifyResetCode(options: {
  db: Db;
  now: Date;
  email: string;
  code: string;
}): Promise<string> {
  const user = await verifyAccountCode({ ...options, purpose: 'resetPassword' });
  return issueResetGrant(options.db, { userId: user.id, now: options.now });
}

/**
 * Sets a new password with a reset token and ends every session of the account. The code came by
 * mail, so the address is proven too.
 */
export async function resetPassword(options: {
  db: Db;
  now: Date;
  resetToken: string;
  password: string;
}): Promise<void> {
  const { now } = options;
  const passwordHash = await hashPassword(options.password);
  await options.db.transaction(async (tx) => {
    const userId = await consumeResetGrant(tx, { token: options.resetToken, now });
    if (!userId) throw badRequest('resetTokenInvalid', 'RESET_TOKEN_INVALID');
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await revokeUserTokens(tx, { userId, now });
    await invalidateCodes(tx, { userId, purposes: ['resetPassword', 'resetGrant', 'signUpGrant'], now });
  });
}
