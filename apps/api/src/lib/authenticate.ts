import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { accessTokens } from '../db/schema/auth.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from './app-error.ts';
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

/**
 * Looks up a live token (not revoked, not expired) of a user who still exists and may still sign
 * in: disabling sign-in ends the person's sessions at once, even before the tokens are revoked.
 */
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
        isNull(users.signInDisabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What a guard admits: any live token (`session`), a person's (`user`), an administrator's (`admin`). */
export type SessionGuardKind = 'session' | 'user' | 'admin';

const sessionGuards = new WeakMap<object, SessionGuardKind>();

/** Marks a hook as a session guard, so the routes it guards can be listed (test/auth-before-body.test.ts). */
export function markSessionGuard<Hook extends object>(kind: SessionGuardKind, hook: Hook): Hook {
  sessionGuards.set(hook, kind);
  return hook;
}

/** The kind of session guard a hook is, if it is one. */
export function sessionGuardKindOf(hook: unknown): SessionGuardKind | undefined {
  return typeof hook === 'function' ? sessionGuards.get(hook) : undefined;
}

/**
 * The auth hooks. An administrator's token is for the console only (docs/admin.md): to the app's
 * routes it is no person, so `optionalUser` reads it as a visitor and `requireUser` answers 403.
 * `requireSession` admits any live token (logout; the admin guard builds on it).
 *
 * The guards (`requireSession`, `requireUser`, the console's `requireAdmin`) go in a route's
 * `preParsing`: after the rate limit (each route's own onRequest hook, so a caller turned away still
 * spends the address's budget) and before the body is read or anything validated, so a caller
 * without a session hears 401 (or 403), never a verdict on the input.
 */
export function authHooks(db: Db, now: () => Date) {
  async function readSession(request: FastifyRequest): Promise<Authenticated | null> {
    const token = bearerToken(request);
    return token ? findSession(db, token, now()) : null;
  }
  async function optionalUser(request: FastifyRequest) {
    const session = await readSession(request);
    request.auth = session && session.user.userType !== 'admin' ? session : null;
  }
  async function requireSession(request: FastifyRequest, _reply: FastifyReply) {
    request.auth = await readSession(request);
    if (!request.auth) throw unauthorized();
  }
  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    await requireSession(request, reply);
    if (request.auth?.user.userType === 'admin') throw forbidden('adminNotForAppUse', 'ADMIN_NOT_FOR_APP');
  }
  return {
    optionalUser,
    requireUser: markSessionGuard('user', requireUser),
    requireSession: markSessionGuard('session', requireSession),
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
