import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authHooks, markSessionGuard } from '../../lib/authenticate.ts';
import { forbidden } from '../../lib/app-error.ts';

/**
 * The console's guard, a route's `preParsing` hook like the others (lib/authenticate.ts): a visitor
 * gets 401, a signed-in person who is not an administrator 403 `adminOnly`, before the body is read.
 * Admin tokens only exist after the second factor, so a live one is enough.
 * Afterwards `currentUser(request)` is the administrator.
 */
export function adminGuard(db: Db, now: () => Date) {
  const { requireSession } = authHooks(db, now);
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireSession(request, reply);
    if (request.auth?.user.userType !== 'admin') throw forbidden('adminOnly', 'ADMIN_ONLY');
  }
  return { requireAdmin: markSessionGuard('admin', requireAdmin) };
}
