import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  pushSubscriptionBody,
  pushSubscriptionData,
  pushUnsubscribeBody,
  pushUnsubscribeData,
} from '@opentip/shared/schemas/push.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { registerPushSubscription, removePushSubscription } from './push-subscriptions.service.ts';

const signedIn = { tags: ['notifications'], security: [{ bearer: [] }] };

/** Web Push: a browser asks to be notified of the signed-in person's notifications, or stops. */
export const pushRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const rules = { allowLoopback: deps.config.NODE_ENV === 'test' };

  api.post(
    '/notifications/push-subscription',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "Notify this browser (a PushSubscription) of the caller's notifications",
        body: pushSubscriptionBody,
        response: { 200: envelope(pushSubscriptionData) },
      },
    },
    async (request) => {
      const { user, tokenId } = currentUser(request);
      const result = await registerPushSubscription(deps.db, {
        userId: user.id,
        accessTokenId: tokenId,
        body: request.body,
        now: deps.now(),
        rules,
      });
      return ok('pushSubscribed', result);
    },
  );

  api.delete(
    '/notifications/push-subscription',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Stop notifying this browser',
        body: pushUnsubscribeBody,
        response: { 200: envelope(pushUnsubscribeData) },
      },
    },
    async (request) => {
      const result = await removePushSubscription(deps.db, {
        userId: currentUser(request).user.id,
        endpoint: request.body.endpoint,
      });
      return ok('pushUnsubscribed', result);
    },
  );
};
