import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { accessTokens } from '../db/schema/auth.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import type { Db } from '../db/client.ts';
import { unauthorized } from './app-error.ts';
import { sha256 } from './tokens.ts';

export interface Authenticated {
  user: UserRow;
  tokenId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Looks up a live token (not revoked, not expired) of a user who still exists. */
export async function findSession(db: Db, token: string, now: Date): Promise<Authenticated | null> {
  const [row] = await db
    .select({ user: users, tokenId: accessTokens.id })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sha256(token)),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** preHandler hooks: `requireUser` answers 401 without a live token; `optionalUser` only reads one. */
export function authHooks(db: Db, now: () => Date) {
  async function optionalUser(request: FastifyRequest) {
    const token = bearerToken(request);
    request.auth = token ? await findSession(db, token, now()) : null;
  }
  async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
    await optionalUser(request);
    if (!request.auth) throw unauthorized();
  }
  return { optionalUser, requireUser };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
