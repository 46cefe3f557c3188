import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { newOpaqueToken } from '../../lib/tokens.ts';
import { codeHash, insertSecret } from './one-time-codes.service.ts';
import { GRANT_FORMAT } from './reset-grants.service.ts';

/*
 * The sign-up grant ("<row id>.<secret>", like a reset grant) is handed to the client that created
 * an account. Verifying the e-mail code signs in only together with it: the code proves the
 * mailbox, the grant proves that this client chose the account's password. Without it, whoever
 * registered someone else's address first could have its owner verify, and then use, an account
 * whose password the registrant knows.
 */
export const SIGN_UP_GRANT_TTL_MS = 24 * 60 * 60_000;

export function issueSignUpGrant(db: Db, options: { userId: string; now: Date }): Promise<string> {
  const secret = newOpaqueToken();
  return insertSecret(db, {
    userId: options.userId,
    purpose: 'signUpGrant',
    secret,
    now: options.now,
    ttlMs: SIGN_UP_GRANT_TTL_MS,
  }).then((id) => `${id}.${secret}`);
}

/** What a sign-up for an address that already has an account gets instead: same form, opens nothing. */
export const decoySignUpGrant = () => `${randomUUID()}.${newOpaqueToken()}`;

/** Uses up the user's sign-up grant; false when the token is not a live grant of this user. */
export async function consumeSignUpGrant(
  db: Db,
  options: { token: string; userId: string; now: Date },
): Promise<boolean> {
  const match = GRANT_FORMAT.exec(options.token);
  if (!match) return false;
  const [, id = '', secret = ''] = match;
  const used = await db
    .update(oneTimeCodes)
    .set({ consumedAt: options.now })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        eq(oneTimeCodes.userId, options.userId),
        eq(oneTimeCodes.purpose, 'signUpGrant'),
        eq(oneTimeCodes.codeHash, codeHash(id, secret)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, options.now),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return used.length > 0;
}
