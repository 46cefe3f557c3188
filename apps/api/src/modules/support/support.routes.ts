import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { contactUsBody, contactUsData } from '@opentip/shared/schemas/support.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { submitContactRequest } from './support.service.ts';

export const supportRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/user/contact-us',
    {
      preParsing: auth.requireUser,
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['support'],
        security: [{ bearer: [] }],
        body: contactUsBody,
        response: { 200: envelope(contactUsData) },
      },
    },
    async (request) => {
      const result = await submitContactRequest({
        db: deps.db,
        mailer: deps.mailer,
        supportEmail: deps.config.SUPPORT_EMAIL,
        now: deps.now(),
        caller: currentUser(request).user,
        body: request.body,
        log: request.log,
      });
      return ok('querySubmitted', result);
    },
  );
};
