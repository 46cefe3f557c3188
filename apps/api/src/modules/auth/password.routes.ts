import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accessTokenResponse,
  changePasswordBody,
  emailBody,
  messageResponse,
  resetGrantResponse,
  resetPasswordBody,
  verifyCodeBody,
} from '@opentip/shared/schemas/auth.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { sendAccountCode } from './account-codes.service.ts';
import { perIpLimit, unknownEmailThrottle } from './auth-rate-limits.ts';
import { changePassword } from './change-password.service.ts';
import { resetPassword, verifyResetCode } from './password-reset.service.ts';

export const passwordRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = deps;
  const throttleUnknown = unknownEmailThrottle(app, 'resetPassword');

  api.post(
    '/auth/forgot-password',
    {
      schema: { tags: ['auth'], body: emailBody, response: { 200: messageResponse } },
      config: perIpLimit(config, 'sendCode'),
    },
    async (request) => {
      await sendAccountCode({
        db,
        mailer: deps.mailer,
        now: deps.now(),
        email: request.body.email,
        purpose: 'resetPassword',
        throttleUnknown: throttleUnknown(request),
      });
      return ok('otpSent', {});
    },
  );

  api.post(
    '/auth/verify-password-otp',
    {
      schema: { tags: ['auth'], body: verifyCodeBody, response: { 200: resetGrantResponse } },
      config: perIpLimit(config, 'verifyCode'),
    },
    async (request) => {
      const resetToken = await verifyResetCode({
        db,
        now: deps.now(),
        email: request.body.email,
        code: request.body.otp,
      });
      return ok('otpVerified', { resetToken });
    },
  );

  api.post(
    '/auth/reset-password',
    {
      schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageResponse } },
      config: perIpLimit(config, 'resetPassword'),
    },
    async (request) => {
      await resetPassword({
        db,
        now: deps.now(),
        resetToken: request.body.resetToken,
        password: request.body.password,
      });
      return ok('passwordReset', {});
    },
  );

  api.put(
    '/auth/changesPassword',
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: accessTokenResponse },
      },
      config: perIpLimit(config, 'changePassword'),
      preParsing: auth.requireUser,
    },
    async (request) => {
      const accessToken = await changePassword({
        db,
        now: deps.now(),
        ttlDays: config.TOKEN_TTL_DAYS,
        user: currentUser(request).user,
        oldPassword: request.body.oldPassword,
        password: request.body.password,
        ip: request.ip,
      });
      return ok('passwordUpdated', { accessToken });
    },
  );
};
