import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailBody,
  messageResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from '@opentip/shared/schemas/auth.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { sessionUserOf } from '../users/user.presenter.ts';
import { sendAccountCode } from './account-codes.service.ts';
import { perIpLimit, unknownEmailThrottle } from './auth-rate-limits.ts';
import { verifyEmail } from './email-verification.service.ts';

export const emailVerificationRoutes: ModuleRoutes = async (app, { deps }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const throttleUnknown = unknownEmailThrottle(app, 'verifyEmail');
  const sendSchema = { tags: ['auth'], body: emailBody, response: { 200: messageResponse } };

  // get-otp and resendOTP do the same; the old clients call one or the other and expect its text.
  for (const [path, message] of [
    ['/auth/get-otp', 'otpSent'],
    ['/auth/resendOTP', 'otpResent'],
  ] as const) {
    api.post(path, { schema: sendSchema, config: perIpLimit(config, 'sendCode') }, async (request) => {
      await sendAccountCode({
        db,
        mailer: deps.mailer,
        now: deps.now(),
        email: request.body.email,
        purpose: 'verifyEmail',
        throttleUnknown: throttleUnknown(request),
      });
      return ok(message, {});
    });
  }

  api.post(
    '/auth/verifyOTP',
    {
      schema: { tags: ['auth'], body: verifyEmailBody, response: { 200: verifyEmailResponse } },
      config: perIpLimit(config, 'verifyCode'),
    },
    async (request) => {
      const session = await verifyEmail({
        db,
        now: deps.now(),
        ttlDays: config.TOKEN_TTL_DAYS,
        email: request.body.email,
        code: request.body.otp,
        signUpToken: request.body.signUpToken,
      });
      if (!session) return ok('otpVerified', {});
      return ok('otpVerified', {
        user: await sessionUserOf(db, session.user),
        accessToken: session.accessToken,
      });
    },
  );
};
