import type { FastifyRequest } from 'fastify';
import { notFound, type AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleOptions } from '../../lib/module.ts';

/** The OpenAPI tags and security of every console route. */
export const adminRouteSchema = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * For routes with `attachValidation`: a malformed id names nothing, so it answers like an unknown
 * one (`missing`, 404 by default); any other invalid input keeps its 400.
 */
export function refuseInvalid(request: FastifyRequest, missing: () => AppError = notFound) {
  const invalid = request.validationError;
  if (invalid?.validationContext === 'params') throw missing();
  if (invalid) throw invalid;
}

/** Who changes something and when: what every console command takes to do it and audit it. */
export const adminCommand = (deps: ModuleOptions['deps'], request: FastifyRequest) => ({
  db: deps.db,
  now: deps.now(),
  adminUserId: currentUser(request).user.id,
});
