import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { LiveServerFrame } from '@opentip/shared/schemas/live.schema';
import { API_PREFIX } from '../../app.ts';

type Resume = { rooms?: Record<string, number>; notificationsAfter?: string | null };

/** A real socket on a listening app, keeping every frame it is sent. */
export interface LiveClient {
  socket: WebSocket;
  frames: LiveServerFrame[];
  send(frame: unknown): void;
  /** The next frame (from `from` on) matching, waiting for it up to `timeoutMs`. */
  next<T extends LiveServerFrame['type']>(
    type: T,
    options?: {
      from?: number;
      timeoutMs?: number;
      where?: (f: Extract<LiveServerFrame, { type: T }>) => boolean;
    },
  ): Promise<Extract<LiveServerFrame, { type: T }>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 (once per app) and answers the live URL. */
export async function liveUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${API_PREFIX}/live`;
}

export async function connectLive(
  app: FastifyInstance,
  options: { autoPong?: boolean } = {},
): Promise<LiveClient> {
  const socket = new WebSocket(await liveUrl(app), options);
  const frames: LiveServerFrame[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as LiveServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client: LiveClient = {
    socket,
    frames,
    closed,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(type, options = {}) {
      const { from = 0, timeoutMs = 2000, where = () => true } = options;
      type F = Extract<LiveServerFrame, { type: typeof type }>;
      const find = () =>
        frames.slice(from).find((f): f is F => f.type === type && where(f as F)) as F | undefined;
      return new Promise((resolve, reject) => {
        const wake = () => {
          const found = find();
          if (!found) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(wake);
        wake();
      });
    },
    async close() {
      if (socket.readyState !== socket.CLOSED) socket.close();
      await closed;
    },
  };
  return client;
}

/** A socket signed in (and resumed), once the server said it is ready. */
export async function signedInLive(app: FastifyInstance, token: string, resume?: Resume) {
  const client = await connectLive(app);
  client.send({ type: 'auth', token, ...(resume ? { resume } : {}) });
  await client.next('ready');
  return client;
}

/** The seqs of the messages a socket got for a room, in the order it got them. */
export const seqsOf = (client: LiveClient, roomId: string) =>
  client.frames.flatMap((f) =>
    f.type === 'message' && f.message.chatRoomId === roomId ? [f.message.seq] : [],
  );

/** Waits until the socket has room messages up to `seq`, failing after `timeoutMs`. */
export const messageSeq = (client: LiveClient, roomId: string, seq: number, timeoutMs = 2000) =>
  client.next('message', {
    timeoutMs,
    where: (f) => f.message.chatRoomId === roomId && f.message.seq === seq,
  });
