import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminMeResponse,
  adminSecondFactorBody,
  adminSessionResponse,
  adminSetPasswordBody,
} from '@opentip/shared/schemas/admin-auth.schema';
import { messageResponse } from '@opentip/shared/schemas/auth.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { perIpLimit } from '../auth/auth-rate-limits.ts';
import { sessionUserOf } from '../users/user.presenter.ts';
import { setAdminPassword } from './admin-accounts.service.ts';
import { adminGuard } from './admin-guard.ts';
import { completeAdminSecondFactor } from './admin-second-factor.service.ts';

/** The administrator's own account: the password link, the second sign-in step, GET /admin/me. */
export const adminAuthRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const { requireAdmin } = adminGuard(db, deps.now);

  api.post(
    '/admin/auth/set-password',
    {
      schema: { tags: ['admin'], body: adminSetPasswordBody, response: { 200: messageResponse } },
      config: perIpLimit(config, 'resetPassword'),
    },
    async (request) => {
      await setAdminPassword({ db, now: deps.now(), ...request.body });
      return ok('adminPasswordSet', {});
    },
  );

  api.post(
    '/admin/auth/second-factor',
    {
      schema: { tags: ['admin'], body: adminSecondFactorBody, response: { 200: adminSessionResponse } },
      config: perIpLimit(config, 'verifyCode'),
    },
    async (request) => {
      const session = await completeAdminSecondFactor({
        db,
        jobs: deps.jobs,
        now: deps.now(),
        ttlDays: config.TOKEN_TTL_DAYS,
        ...request.body,
      });
      return ok('userLoggedIn', {
        user: await sessionUserOf(db, session.user),
        accessToken: session.accessToken,
        ...(session.recoveryCodes ? { recoveryCodes: session.recoveryCodes } : {}),
      });
    },
  );

  api.get(
    '/admin/me',
    {
      schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: adminMeResponse } },
      preParsing: requireAdmin,
    },
    async (request) => ok('ok', { user: await sessionUserOf(db, currentUser(request).user) }),
  );
};
