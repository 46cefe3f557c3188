import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailBody, messageResponse, verifyCodeBody } from '@opentip/shared/schemas/auth.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
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
      schema: { tags: ['auth'], body: verifyCodeBody, response: { 200: messageResponse } },
      config: perIpLimit(config, 'verifyCode'),
    },
    async (request) => {
      await verifyEmail({ db, now: deps.now(), email: request.body.email, code: request.body.otp });
      return ok('otpVerified', {});
    },
  );
};
