import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { publicConfigData } from '@opentip/shared/schemas/public-config.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';

/** GET /config: the public part of the configuration, read by the web app at start. */
export const publicConfigRoutes: ModuleRoutes = async (app, { deps }) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config',
      { schema: { tags: ['config'], response: { 200: envelope(publicConfigData) } } },
      async () =>
        ok('ok', {
          googleClientId: deps.config.GOOGLE_CLIENT_ID ?? null,
          vapidPublicKey: deps.push?.publicKey ?? null,
        }),
    );
};
