import type { FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../lib/module.ts';
import { unauthorized } from '../../lib/app-error.ts';

/**
 * For calls a guest may make too: no Authorization header means a guest, but a header with a
 * dead token is refused rather than silently treated as a guest.
 */
export function guestOrUser(auth: ModuleOptions['auth']) {
  return async (request: FastifyRequest) => {
    await auth.optionalUser(request);
    if (request.headers.authorization && !request.auth) throw unauthorized();
  };
}
