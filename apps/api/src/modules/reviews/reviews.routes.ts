import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  googleConnectedData,
  googlePlaceBody,
  googleReviewsData,
  googleUnlinkedData,
  reviewsData,
  reviewsQuery,
} from '@opentip/shared/schemas/reviews.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { sessionUserOf } from '../users/user.presenter.ts';
import {
  connectedGooglePlace,
  connectGooglePlace,
  presentPlace,
  unlinkGooglePlace,
} from './google-connection.service.ts';
import { listReviews } from './reviews.service.ts';

/** A receiver's feedback (new, in the SPEC's style) and the Google review connection of SPEC 7. */
export const reviewRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guarded = { preParsing: auth.requireUser };
  const docs = { tags: ['reviews'], security: [{ bearer: [] }] };

  api.get(
    '/transactionfeedback/reviews',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: "The caller's feedback, or a team's for its owner and admins (teamId), 20 a page",
        querystring: reviewsQuery,
        response: { 200: envelope(reviewsData) },
      },
    },
    async (request) =>
      ok('ok', await listReviews(deps.db, { user: currentUser(request).user, query: request.query })),
  );

  api.post(
    '/transactionfeedback/userGoogleData',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: "Connect a Google place (placeId) to the caller's reviews",
        body: googlePlaceBody,
        response: { 200: envelope(googleConnectedData) },
      },
    },
    async (request) => {
      const { user, place } = await connectGooglePlace(deps.db, {
        user: currentUser(request).user,
        placeId: request.body.placeId,
        places: deps.places,
        now: deps.now(),
      });
      return ok('googlePlaceConnected', {
        user: await sessionUserOf(deps.db, user),
        place: presentPlace(place),
      });
    },
  );

  api.get(
    '/transactionfeedback/getGoogleReviews',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: "The connected place's Google rating, latest reviews and review link",
        response: { 200: envelope(googleReviewsData) },
      },
    },
    async (request) => {
      const place = await connectedGooglePlace({ user: currentUser(request).user, places: deps.places });
      return ok('ok', { place: presentPlace(place) });
    },
  );

  api.get(
    '/user/unlinkGoogleAccount',
    {
      ...guarded,
      schema: {
        ...docs,
        summary: 'Forget the connected Google place',
        response: { 200: envelope(googleUnlinkedData) },
      },
    },
    async (request) => {
      const user = await unlinkGooglePlace(deps.db, { user: currentUser(request).user, now: deps.now() });
      return ok('googleAccountUnlinked', { user: await sessionUserOf(deps.db, user) });
    },
  );
};
