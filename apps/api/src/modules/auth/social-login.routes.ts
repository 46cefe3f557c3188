import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  initialSocialLoginBody,
  initialSocialLoginResponse,
  loginResponse,
  socialLoginBody,
} from '@opentip/shared/schemas/auth.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { sessionUserOf } from '../users/user.presenter.ts';
import { perIpLimit } from './auth-rate-limits.ts';
import { peekGoogleAccount, socialLogin } from './social-login.service.ts';

export const socialLoginRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, google } = deps;

  api.post(
    '/auth/initial-social-login',
    {
      schema: { tags: ['auth'], body: initialSocialLoginBody, response: { 200: initialSocialLoginResponse } },
      config: perIpLimit(config, 'socialLogin'),
    },
    async (request) => ok('ok', await peekGoogleAccount({ db, google, idToken: request.body.idToken })),
  );

  api.post(
    '/auth/social-login',
    {
      schema: { tags: ['auth'], body: socialLoginBody, response: { 200: loginResponse } },
      config: perIpLimit(config, 'socialLogin'),
    },
    async (request) => {
      const { idToken, fcmToken, lang, ...choice } = request.body;
      const session = await socialLogin({
        db,
        now: deps.now(),
        ttlDays: config.TOKEN_TTL_DAYS,
        google,
        idToken,
        fcmToken,
        lang,
        choice,
      });
      return ok('userLoggedIn', {
        user: await sessionUserOf(deps.db, session.user),
        accessToken: session.accessToken,
      });
    },
  );
};
