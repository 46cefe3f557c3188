import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  LIVE_CLOSE,
  liveClientFrame,
  type LiveAuthFrame,
  type LiveErrorCode,
  type LiveServerFrame,
} from '@opentip/shared/schemas/live.schema';
import type { Db } from '../../db/client.ts';
import { findSession } from '../../lib/authenticate.ts';
import type { HubEvent, LiveHub, LiveSink } from './live-hub.ts';
import { createLiveDelivery } from './live-delivery.ts';

export interface LiveTimings {
  /** How long a new socket may take to send its auth frame. */
  authTimeoutMs: number;
  /** Ping interval; a socket that has not answered the previous ping by then is dropped. */
  heartbeatMs: number;
  /** Idle sockets re-check their session this often (every delivery checks it too). */
  sessionCheckMs: number;
}

export const LIVE_TIMINGS: LiveTimings = { authTimeoutMs: 5000, heartbeatMs: 30_000, sessionCheckMs: 60_000 };

/** Per socket: frames larger than this are refused by ws itself (close 1009). */
export const LIVE_MAX_FRAME_BYTES = 16 * 1024;
/** Per socket: unsent data past this means the client stopped reading; it is dropped. */
export const LIVE_MAX_BUFFERED_BYTES = 1024 * 1024;
/** Per socket: at most this many frames in a window, then closed. */
export const LIVE_FRAMES_PER_WINDOW = 30;
export const LIVE_FRAME_WINDOW_MS = 10_000;
/** Invalid frames (bad JSON, unknown type) answered with an error frame before the socket is closed. */
export const LIVE_BAD_FRAMES_MAX = 5;

export interface LiveSessionContext {
  db: Db;
  hub: LiveHub;
  now: () => Date;
  timings: LiveTimings;
  log: FastifyBaseLogger;
}

/**
 * One socket. Everything it does after auth (the resume backlog, live events, session checks)
 * runs one step at a time in arrival order, so live events that come while the backlog is read
 * wait behind it and are then sent only when past what the backlog sent.
 */
export function startLiveSession(socket: WebSocket, ctx: LiveSessionContext): void {
  let closed = false;
  let token: string | null = null;
  let authStarted = false;
  let sink: LiveSink | null = null;
  let steps = Promise.resolve();
  let windowStart = Date.now();
  let framesInWindow = 0;
  let badFrames = 0;
  let answeredPing = true;

  const send = (frame: LiveServerFrame) => {
    if (closed || socket.readyState !== socket.OPEN) return;
    // A client that does not read would grow this buffer without end: drop it, it resumes later.
    if (socket.bufferedAmount > LIVE_MAX_BUFFERED_BYTES) {
      closed = true;
      return socket.terminate();
    }
    socket.send(JSON.stringify(frame));
  };
  const close = (why: { code: number; reason: string }) => {
    if (closed) return;
    closed = true;
    socket.close(why.code, why.reason);
  };
  const step = (task: () => Promise<void>) => {
    steps = steps
      .then(() => (closed ? undefined : task()))
      .catch((error: unknown) => {
        ctx.log.error({ err: error }, 'live: socket step failed');
        close({ code: 1011, reason: 'Something went wrong. Please reconnect.' });
      });
  };
  const error = (code: LiveErrorCode, message: string) => send({ type: 'error', code, message });
  const delivery = createLiveDelivery({ db: ctx.db, send, error });

  /** The token still opens a session of a person who still exists; else the socket ends. */
  const stillSignedIn = async () => {
    if (token && (await findSession(ctx.db, token, ctx.now()))) return true;
    close(LIVE_CLOSE.sessionEnded);
    return false;
  };

  const authenticate = async (frame: LiveAuthFrame) => {
    const session = await findSession(ctx.db, frame.token, ctx.now());
    if (!session) return close(LIVE_CLOSE.sessionEnded);
    token = frame.token;
    clearTimeout(authTimer);
    const userId = session.user.id;
    const mine: LiveSink = {
      userId,
      deliver: (event: HubEvent) => step(() => onEvent(event)),
    };
    // Subscribed before the backlog is read: nothing committed from here on can be missed.
    if (!(await ctx.hub.add(mine))) return close(LIVE_CLOSE.tooManySockets);
    sink = mine;
    if (closed) return void ctx.hub.remove(mine);
    await delivery.start(userId, frame.resume);
    send({ type: 'ready', userId });
  };

  const onEvent = async (event: HubEvent) => {
    if (!(await stillSignedIn())) return;
    await delivery.onEvent(event);
  };

  const badFrame = (message: string) => {
    badFrames += 1;
    if (badFrames > LIVE_BAD_FRAMES_MAX) return close(LIVE_CLOSE.badFrames);
    error('BAD_FRAME', message);
  };

  const onFrame = (data: unknown, isBinary: boolean) => {
    const now = Date.now();
    if (now - windowStart > LIVE_FRAME_WINDOW_MS) {
      windowStart = now;
      framesInWindow = 0;
    }
    framesInWindow += 1;
    if (framesInWindow > LIVE_FRAMES_PER_WINDOW) return close(LIVE_CLOSE.tooManyFrames);
    if (isBinary) return badFrame('Send text frames of JSON.');
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return badFrame('This is not JSON.');
    }
    const parsed = liveClientFrame.safeParse(json);
    if (!parsed.success) return badFrame('Unknown or malformed message.');
    const frame = parsed.data;
    if (frame.type === 'ping') return send({ type: 'pong' });
    if (authStarted) return error('ALREADY_AUTHENTICATED', 'Already signed in.');
    authStarted = true;
    step(() => authenticate(frame));
  };

  const authTimer = setTimeout(() => {
    if (!authStarted) close(LIVE_CLOSE.authTimeout);
  }, ctx.timings.authTimeoutMs);
  const heartbeat = setInterval(() => {
    if (!answeredPing) return socket.terminate();
    answeredPing = false;
    socket.ping();
  }, ctx.timings.heartbeatMs);
  const sessionCheck = setInterval(() => {
    if (token) step(async () => void (await stillSignedIn()));
  }, ctx.timings.sessionCheckMs);

  socket.on('pong', () => {
    answeredPing = true;
  });
  socket.on('message', onFrame);
  socket.on('close', () => {
    closed = true;
    clearTimeout(authTimer);
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    if (sink) void ctx.hub.remove(sink);
  });
  socket.on('error', (err) => ctx.log.debug({ err }, 'live: socket error'));
}
