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
import { adminCommand, adminRouteSchema as schema, refuseInvalid } from './admin-route-helpers.ts';

/** People: search, look at one, switch their chat or sign-in, resend their verification mail. */
export const adminPeopleRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requireAdmin } = adminGuard(deps.db, deps.now);

  api.get(
    '/admin/people',
    {
      preParsing: requireAdmin,
      schema: { ...schema, querystring: adminPeopleQuery, response: { 200: envelope(adminPeoplePage) } },
    },
    async (request) => ok('ok', await searchPeople(deps.db, request.query)),
  );

  api.get(
    '/admin/people/:id',
    {
      preParsing: requireAdmin,
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
        preParsing: requireAdmin,
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
        const personId = request.params.id;
        return ok('ok', await change({ ...adminCommand(deps, request), personId, ...request.body }));
      },
    );
  }

  api.post(
    '/admin/people/:id/resend-verification',
    {
      preParsing: requireAdmin,
      attachValidation: true,
      schema: { ...schema, params: adminIdParams, response: { 200: envelope(adminPersonData) } },
    },
    async (request) => {
      refuseInvalid(request);
      const result = await resendVerification({
        ...adminCommand(deps, request),
        mailer: deps.mailer,
        personId: request.params.id,
      });
      return ok('otpSent', result);
    },
  );
};
