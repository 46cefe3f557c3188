import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authHooks } from '../../lib/authenticate.ts';
import { forbidden } from '../../lib/app-error.ts';

/**
 * preHandler for the console: a visitor gets 401, a signed-in person who is not an administrator
 * 403 `adminOnly`. Admin tokens only exist after the second factor, so a live one is enough.
 * Afterwards `currentUser(request)` is the administrator.
 */
export function adminGuard(db: Db, now: () => Date) {
  const { requireSession } = authHooks(db, now);
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireSession(request, reply);
    if (request.auth?.user.userType !== 'admin') throw forbidden('adminOnly', 'ADMIN_ONLY');
  }
  return { requireAdmin };
}
