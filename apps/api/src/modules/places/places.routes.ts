import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { placeSearchData, placeSearchQuery } from '@opentip/shared/schemas/business.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { searchPlaces } from './places.service.ts';

/** Each search may cost a paid Google call: a person typing needs a few a second, not more. */
export const PLACE_SEARCH_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** GET /places/search: business addresses and the Google review connection pick places here. */
export const placeRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/places/search',
    {
      preParsing: auth.requireUser,
      config: { rateLimit: PLACE_SEARCH_RATE_LIMIT },
      schema: {
        tags: ['places'],
        security: [{ bearer: [] }],
        summary: "Places matching free text (q, 2 to 120 characters), in the caller's language",
        querystring: placeSearchQuery,
        response: { 200: envelope(placeSearchData) },
      },
    },
    async (request) => {
      const { user } = currentUser(request);
      return ok('ok', await searchPlaces(deps.places, { query: request.query.q, language: user.lang }));
    },
  );
};
