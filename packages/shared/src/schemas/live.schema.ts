import { z } from 'zod';
import type { ChatMessage } from './chat.schema.ts';
import type { NotificationItem } from './notifications.schema.ts';

/** The WebSocket of live delivery, on the API base: `wss://<host>/api/v1/live`. */
export const LIVE_PATH = '/live';

/** Rooms a resume may name at once; the others are read through REST (GET /message/getChat?after=). */
export const LIVE_RESUME_MAX_ROOMS = 200;

/**
 * The first frame a client sends (browsers cannot set headers on a WebSocket). `resume` says what
 * it has seen: per room the last `seq`, and the id of the newest notification. The server replays
 * what came after from the database, then sends `ready`, then live events.
 */
export const liveAuthFrame = z.object({
  type: z.literal('auth'),
  token: z.string().min(1).max(200),
  resume: z
    .object({
      rooms: z
        .record(z.string().uuid(), z.number().int().min(0))
        .refine((rooms) => Object.keys(rooms).length <= LIVE_RESUME_MAX_ROOMS)
        .default({}),
      notificationsAfter: z.string().uuid().nullish(),
    })
    .optional(),
});
export type LiveAuthFrame = z.infer<typeof liveAuthFrame>;

/** A client may check the line itself; the server answers `pong`. */
export const livePingFrame = z.object({ type: z.literal('ping') });

export const liveClientFrame = z.discriminatedUnion('type', [liveAuthFrame, livePingFrame]);
export type LiveClientFrame = z.infer<typeof liveClientFrame>;

/** What the server sends. `mine` of a message is the receiving person's point of view. */
export type LiveServerFrame =
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; chatRoomId: string; otherReadSeq: number }
  | { type: 'notification'; notification: NotificationItem; unreadCount: number }
  | { type: 'ready'; userId: string }
  | { type: 'pong' }
  | { type: 'error'; code: LiveErrorCode; message: string };

export type LiveErrorCode = 'BAD_FRAME' | 'ALREADY_AUTHENTICATED' | 'CHAT_ROOM_NOT_FOUND';

/** Close codes (4000-4999 are the application's) and the human reason sent with each. */
export const LIVE_CLOSE = {
  badFrames: { code: 4400, reason: 'Too many invalid messages. Please reconnect.' },
  sessionEnded: { code: 4401, reason: 'Your session has ended. Please log in again.' },
  authTimeout: { code: 4408, reason: 'Sign-in took too long. Please reconnect.' },
  tooManyFrames: { code: 4429, reason: 'Too many messages on this connection. Please reconnect later.' },
  tooManySockets: {
    code: 4430,
    reason: 'Too many open connections. Close another tab or device and try again.',
  },
} as const;
