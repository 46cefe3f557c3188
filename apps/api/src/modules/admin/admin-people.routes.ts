import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminIdParams,
  adminPeoplePage,
  adminPeopleQuery,
  adminPersonData,
  adminPersonDetail,
  adminSwitchBody,
} from '@opentip/shared/schemas/admin.schema';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { adminGuard } from './admin-guard.ts';
import {
  getPerson,
  resendVerification,
  searchPeople,
  switchChat,
  switchSignIn,
} from './admin-people.service.ts';

const schema = { tags: ['admin'], security: [{ bearer: [] }] };

/** A malformed id names nobody: it answers like an unknown one. */
function refuseInvalid(request: FastifyRequest) {
  const invalid = request.validationError;
  if (invalid?.validationContext === 'params') throw notFound();
  if (invalid) throw invalid;
}

/** People: search, look at one, switch their chat or sign-in, resend their verification mail. */
export const adminPeopleRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);

  api.get(
    '/admin/people',
    {
      preHandler: requireAdmin,
      schema: { ...schema, querystring: adminPeopleQuery, response: { 200: envelope(adminPeoplePage) } },
    },
    async (request) => ok('ok', await searchPeople(deps.db, request.query)),
  );

  api.get(
    '/admin/people/:id',
    {
      preHandler: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminPersonDetail) } },
    },
    async (request) => {
      refuseInvalid(request);
      return ok('ok', await getPerson(deps.db, request.params.id));
    },
  );

  for (const [path, change] of [
    ['/admin/people/:id/chat', switchChat],
    ['/admin/people/:id/sign-in', switchSignIn],
  ] as const) {
    api.post(
      path,
      {
        preHandler: requireAdmin,
        attachValidation: true,
        schema: {
          ...schema,
          params: adminIdParams,
          body: adminSwitchBody,
          response: { 200: envelope(adminPersonData) },
        },
      },
      async (request) => {
        refuseInvalid(request);
        const result = await change({
          db: deps.db,
          now: deps.now(),
          adminUserId: currentUser(request).user.id,
          personId: request.params.id,
          ...request.body,
        });
        return ok('ok', result);
      },
    );
  }

  api.post(
    '/admin/people/:id/resend-verification',
    {
      preHandler: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminPersonData) } },
    },
    async (request) => {
      refuseInvalid(request);
      const result = await resendVerification({
        db: deps.db,
        mailer: deps.mailer,
        now: deps.now(),
        adminUserId: currentUser(request).user.id,
        personId: request.params.id,
      });
      return ok('otpSent', result);
    },
  );
};
