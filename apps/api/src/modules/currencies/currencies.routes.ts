import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CURRENCIES } from '@opentip/shared/currencies';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { currenciesData } from '@opentip/shared/schemas/users-api.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';

/** The list changes only with a release, so browsers and proxies may keep it for a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** GET /currencies: public, the choices of the currency picker (SPEC 1) with their minor units. */
export const currencyRoutes: ModuleRoutes = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/currencies',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Supported currencies with minor units and the payment providers accepting each',
        response: { 200: envelope(currenciesData) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return ok('ok', { currencies: CURRENCIES.map((c) => ({ ...c, providers: [...c.providers] })) });
    },
  );
};
