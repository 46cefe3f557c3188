import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import { feedbackBody, feedbackData } from '@opentip/shared/schemas/tips.schema';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { reviewLinkAfterFeedback } from '../reviews/review-link.ts';
import { guestOrUser } from '../transactions/guest-or-user.ts';
import { giveFeedback, presentFeedback } from './feedback.service.ts';

/** Feedback on a tip (new endpoint, in the style of the SPEC's /transactions calls). */
export const feedbackRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/transactions/feedback',
    {
      preHandler: guestOrUser(auth),
      schema: {
        tags: ['transactions'],
        summary: 'Rate a tip (giver signed in, or guest with the feedbackToken of createtransactions)',
        body: feedbackBody,
        response: { 200: envelope(feedbackData) },
      },
    },
    async (request) => {
      const saved = await giveFeedback({
        db: deps.db,
        caller: request.auth?.user ?? null,
        body: request.body,
        now: deps.now(),
      });
      return ok('feedbackSaved', {
        feedback: presentFeedback(saved),
        googleReviewLink: await reviewLinkAfterFeedback(deps.db, saved, deps.now()),
      });
    },
  );
};
