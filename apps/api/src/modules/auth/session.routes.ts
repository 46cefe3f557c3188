import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  loginBody,
  loginResponse,
  messageResponse,
  registerBody,
  registerResponse,
} from '@opentip/shared/schemas/auth.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { sessionUserOf } from '../users/user.presenter.ts';
import { perIpLimit } from './auth-rate-limits.ts';
import { login, logout } from './login.service.ts';
import { registerUser } from './register.service.ts';

export const sessionRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;

  api.post(
    '/auth/register',
    {
      schema: { tags: ['auth'], body: registerBody, response: { 201: registerResponse } },
      config: perIpLimit(config, 'register'),
    },
    async (request, reply) => {
      const registration = await registerUser({
        db,
        mailer: deps.mailer,
        now: deps.now(),
        log: request.log,
        publicUrl: config.PUBLIC_URL,
        input: request.body,
      });
      return reply.status(201).send(ok('userCreated', registration));
    },
  );

  api.post(
    '/auth/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse } },
      config: perIpLimit(config, 'login'),
    },
    async (request) => {
      const session = await login({
        db,
        now: deps.now(),
        ttlDays: config.TOKEN_TTL_DAYS,
        login: request.body.email,
        password: request.body.password,
        ip: request.ip,
        fcmToken: request.body.fcmToken,
      });
      if ('secondFactor' in session) return ok('adminSecondFactorNeeded', session);
      return ok('userLoggedIn', {
        user: await sessionUserOf(deps.db, session.user),
        accessToken: session.accessToken,
      });
    },
  );

  api.post(
    '/auth/logout',
    {
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: messageResponse } },
      preParsing: auth.requireSession,
    },
    async (request) => {
      await logout({ db, now: deps.now(), tokenId: currentUser(request).tokenId });
      return ok('logoutSuccess', {});
    },
  );
};
