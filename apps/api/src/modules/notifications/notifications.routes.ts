import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  markReadBody,
  markReadData,
  notificationsData,
  notificationsQuery,
} from '@opentip/shared/schemas/notifications.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { listNotifications, markRead } from './notifications.service.ts';

const signedIn = { tags: ['notifications'], security: [{ bearer: [] }] };

/** SPEC 7 GET /notifications (data.threads), and marking them read. */
export const notificationRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The caller's notifications, newest first, with the unread count",
        querystring: notificationsQuery,
        response: { 200: envelope(notificationsData) },
      },
    },
    async (request) =>
      ok(
        'ok',
        await listNotifications(deps.db, { userId: currentUser(request).user.id, page: request.query.page }),
      ),
  );

  api.post(
    '/notifications/read',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Mark notifications read: by ids, or all',
        body: markReadBody,
        response: { 200: envelope(markReadData) },
      },
    },
    async (request) => {
      const result = await markRead(deps.db, {
        userId: currentUser(request).user.id,
        body: request.body,
        now: deps.now(),
      });
      return ok('notificationsMarkedRead', result);
    },
  );
};
