import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { newOpaqueToken } from '../../lib/tokens.ts';
import { codeHash, insertSecret, invalidateCodes } from './one-time-codes.service.ts';

/*
 * A reset grant is a one_time_codes row of purpose resetGrant. Its token is "<row id>.<secret>":
 * the id finds the row by primary key, the secret is stored only as a hash salted by that id.
 */
export const RESET_GRANT_TTL_MS = 15 * 60_000;

/** The short-lived permission to set a new password, handed out for a verified reset code. */
export async function issueResetGrant(db: Db, options: { userId: string; now: Date }): Promise<string> {
  await invalidateCodes(db, { userId: options.userId, purposes: ['resetGrant'], now: options.now });
  const secret = newOpaqueToken();
  const id = await insertSecret(db, {
    userId: options.userId,
    purpose: 'resetGrant',
    secret,
    now: options.now,
    ttlMs: RESET_GRANT_TTL_MS,
  });
  return `${id}.${secret}`;
}

export const GRANT_FORMAT =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** Uses up a reset grant; the user it was issued to, or undefined when it is unknown, used or expired. */
export async function consumeResetGrant(
  db: Db,
  options: { token: string; now: Date },
): Promise<string | undefined> {
  const match = GRANT_FORMAT.exec(options.token);
  if (!match) return undefined;
  const [, id = '', secret = ''] = match;
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: options.now })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        eq(oneTimeCodes.purpose, 'resetGrant'),
        eq(oneTimeCodes.codeHash, codeHash(id, secret)),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, options.now),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId;
}
