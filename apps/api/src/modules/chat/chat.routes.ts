import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  chatData,
  chatQuery,
  createMessageBody,
  createMessageData,
  openThreadBody,
  openThreadData,
  threadListData,
  threadListQuery,
} from '@opentip/shared/schemas/chat.schema';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { createMessage, getChat } from './chat-messages.service.ts';
import { listThreads, openThread } from './chat-threads.service.ts';

const signedIn = { tags: ['chat'], security: [{ bearer: [] }] };

/** SPEC 7 conversations: threads under /user/chat/thread, messages under /message. */
export const chatRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user/chat/thread',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The caller's conversations, newest activity first",
        querystring: threadListQuery,
        response: { 200: envelope(threadListData) },
      },
    },
    async (request) =>
      ok('ok', await listThreads(deps.db, { caller: currentUser(request).user, query: request.query })),
  );

  api.post(
    '/user/chat/thread',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Open (or find) the conversation with a person a tip or a team connects the caller with',
        body: openThreadBody,
        response: { 200: envelope(openThreadData) },
      },
    },
    async (request) => {
      const thread = await openThread(deps.db, {
        caller: currentUser(request).user,
        body: request.body,
        now: deps.now(),
      });
      return ok('ok', { thread });
    },
  );

  api.get(
    '/message/getChat',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "A page of a conversation's messages, oldest first; marks them read",
        querystring: chatQuery,
        response: { 200: envelope(chatData) },
      },
    },
    async (request) =>
      ok(
        'ok',
        await getChat(deps.db, {
          caller: currentUser(request).user,
          query: request.query,
          live: deps.liveBus,
        }),
      ),
  );

  api.post(
    '/message/createMessage',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Send a message; a retry with the same clientId is stored once',
        body: createMessageBody,
        response: { 200: envelope(createMessageData) },
      },
    },
    async (request) => {
      const message = await createMessage(deps.db, {
        caller: currentUser(request).user,
        body: request.body,
        now: deps.now(),
        live: deps.liveBus,
      });
      return ok('messageSent', { message });
    },
  );
};
