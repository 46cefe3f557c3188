import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { giveTip, sandboxToken } from '../../../test/tips-fixtures.ts';
import { call } from '../teams/team-test-helpers.ts';

/** A paid tip of 10.00 USD to `receiverId`, by the holder of `token` (a guest without one). */
export async function paidTip(app: FastifyInstance, receiverId: string, token?: string): Promise<string> {
  const res = await giveTip(app, {
    token,
    body: {
      payee: receiverId,
      amount: 1000,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: await sandboxToken(app),
    },
  });
  if (res.statusCode !== 200) throw new Error(`tip failed: ${res.body}`);
  return res.json().data.transaction.id as string;
}

export const openThread = (app: FastifyInstance, token: string | undefined, payload: object) =>
  call(app, { method: 'POST', url: '/user/chat/thread', token, payload });

/** Opens the thread and answers its id, failing loudly when it cannot. */
export async function roomOf(app: FastifyInstance, token: string, payload: object): Promise<string> {
  const res = await openThread(app, token, payload);
  if (res.statusCode !== 200) throw new Error(`open thread failed: ${res.body}`);
  return res.json().data.thread.id as string;
}

export const sendMessage = (
  app: FastifyInstance,
  token: string | undefined,
  payload: { chatRoomId: string; message?: unknown; clientId?: string },
) =>
  call(app, {
    method: 'POST',
    url: '/message/createMessage',
    token,
    payload: { clientId: randomUUID(), ...payload },
  });

export const getChat = (app: FastifyInstance, token: string | undefined, query: string) =>
  call(app, { method: 'GET', url: `/message/getChat?${query}`, token });

export const listThreads = (app: FastifyInstance, token: string | undefined, query = 'page=1') =>
  call(app, { method: 'GET', url: `/user/chat/thread?${query}`, token });
