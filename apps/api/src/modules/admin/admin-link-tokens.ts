import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/auth.ts';
import { newOpaqueToken, safeEqualHex } from '../../lib/tokens.ts';
import { codeHash, insertSecret, invalidateCodes } from '../auth/one-time-codes.service.ts';
import { GRANT_FORMAT } from '../auth/reset-grants.service.ts';

type AdminPurpose = 'adminSetPassword' | 'adminSecondFactor';

/**
 * A one-time token "<row id>.<secret>" of an admin purpose, like the reset grant: the id finds the
 * row, the secret is kept only as a hash salted by that id. Issuing one ends the earlier ones.
 */
export async function issueAdminToken(
  db: Db,
  options: { userId: string; purpose: AdminPurpose; now: Date; ttlMs: number },
): Promise<string> {
  await invalidateCodes(db, { userId: options.userId, purposes: [options.purpose], now: options.now });
  const secret = newOpaqueToken();
  const id = await insertSecret(db, { ...options, secret });
  return `${id}.${secret}`;
}

export type AdminTokenRow = typeof oneTimeCodes.$inferSelect;

/** The row a token names, when its secret matches; whether it is still usable is the caller's call. */
export async function findAdminToken(
  db: Db,
  options: { token: string; purpose: AdminPurpose },
): Promise<AdminTokenRow | undefined> {
  const match = GRANT_FORMAT.exec(options.token);
  if (!match) return undefined;
  const [, id = '', secret = ''] = match;
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.id, id), eq(oneTimeCodes.purpose, options.purpose)))
    .limit(1);
  return row && safeEqualHex(row.codeHash, codeHash(id, secret)) ? row : undefined;
}
