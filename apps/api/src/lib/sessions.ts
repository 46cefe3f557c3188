import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens } from '../db/schema/auth.ts';
import { newOpaqueToken, sha256 } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates a bearer token for a user; only its hash is stored. */
export async function issueAccessToken(
  db: Db,
  options: { userId: string; now: Date; ttlDays: number },
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(accessTokens).values({
    userId: options.userId,
    tokenHash: sha256(token),
    expiresAt: new Date(options.now.getTime() + options.ttlDays * DAY_MS),
  });
  return token;
}

export async function revokeToken(db: Db, options: { tokenId: string; now: Date }): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: options.now }).where(eq(accessTokens.id, options.tokenId));
}

/** Revokes every live token of a user, except one to keep (the caller's own, when it stays valid). */
export async function revokeUserTokens(
  db: Db,
  options: { userId: string; now: Date; exceptTokenId?: string },
): Promise<void> {
  const live = and(eq(accessTokens.userId, options.userId), isNull(accessTokens.revokedAt));
  await db
    .update(accessTokens)
    .set({ revokedAt: options.now })
    .where(options.exceptTokenId ? and(live, ne(accessTokens.id, options.exceptTokenId)) : live);
}
