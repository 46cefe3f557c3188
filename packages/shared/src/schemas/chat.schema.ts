import { z } from 'zod';

/** The longest message, in characters (UTF-16 code units, as the browser counts a textarea). */
export const CHAT_MESSAGE_MAX = 2000;
/** Threads per page of GET /user/chat/thread. */
export const CHAT_THREADS_PAGE_SIZE = 20;
/** Messages per answer of GET /message/getChat. */
export const CHAT_MESSAGES_PAGE_SIZE = 50;
/** Messages one person may send per minute, all rooms together. */
export const CHAT_MESSAGES_PER_MINUTE = 30;

export const CHAT_FILTERS = ['all', 'sent', 'received'] as const;

const roomId = z.string({ error: 'chatRoomNotFound' }).uuid('chatRoomNotFound');
const seqField = z.coerce
  .number({ error: 'invalidRequest' })
  .int('invalidRequest')
  .min(0, 'invalidRequest')
  .max(Number.MAX_SAFE_INTEGER, 'invalidRequest');

/** GET /user/chat/thread?page=1: "sent" are threads the caller opened, "received" the others. */
export const threadListQuery = z.object({
  page: z.coerce
    .number({ error: 'invalidRequest' })
    .int('invalidRequest')
    .min(1, 'invalidRequest')
    .max(100_000, 'invalidRequest')
    .default(1),
  filter: z.enum(CHAT_FILTERS, { error: 'invalidRequest' }).default('all'),
});
export type ThreadListQuery = z.infer<typeof threadListQuery>;

/**
 * POST /user/chat/thread: the person to talk to (userId), the tip that joins the caller and them
 * (transactionId), or both (they must agree).
 */
export const openThreadBody = z
  .object(
    {
      userId: z.string({ error: 'userNotFound' }).uuid('userNotFound').optional(),
      transactionId: z.string({ error: 'transactionNotFound' }).uuid('transactionNotFound').optional(),
    },
    { error: 'invalidRequest' },
  )
  .refine((v) => v.userId !== undefined || v.transactionId !== undefined, {
    message: 'chatPersonRequired',
    path: ['userId'],
  });
export type OpenThreadBody = z.infer<typeof openThreadBody>;

/**
 * GET /message/getChat?chatRoomId=: the latest page, oldest first; `after` resumes from the last
 * message seen (only newer ones), `before` pages back to older ones.
 */
export const chatQuery = z.object({
  chatRoomId: roomId,
  after: seqField.optional(),
  before: seqField.optional(),
});
export type ChatQuery = z.infer<typeof chatQuery>;

/** POST /message/createMessage; clientId (a uuid made by the client) makes a retry store it once. */
export const createMessageBody = z.object(
  {
    chatRoomId: roomId,
    message: z
      .string({ error: 'messageRequired' })
      .trim()
      .min(1, 'messageRequired')
      .max(CHAT_MESSAGE_MAX, 'messageTooLong'),
    clientId: z.string({ error: 'chatClientIdInvalid' }).uuid('chatClientIdInvalid'),
  },
  { error: 'invalidRequest' },
);
export type CreateMessageBody = z.infer<typeof createMessageBody>;

export const chatPerson = z.object({
  id: z.string(),
  username: z.string(),
  profileImg: z.string().nullable(),
});

export const chatMessage = z.object({
  id: z.string(),
  chatRoomId: z.string(),
  /** The message's number in its room: 1, 2, 3 ... without gaps. */
  seq: z.number(),
  senderId: z.string(),
  mine: z.boolean(),
  /** Plain text, shown as text. */
  message: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatThread = z.object({
  id: z.string(),
  chatRoomId: z.string(),
  otherUser: chatPerson,
  lastMessage: chatMessage.nullable(),
  unreadCount: z.number(),
  /** The caller opened it ("sent"); otherwise the other person did ("received"). */
  startedByMe: z.boolean(),
  transactionId: z.string().nullable(),
  teamId: z.string().nullable(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type ChatThread = z.infer<typeof chatThread>;

export const threadListData = z.object({
  threads: z.array(chatThread),
  page: z.number(),
  pageSize: z.number(),
  hasMore: z.boolean(),
});

export const openThreadData = z.object({ thread: chatThread });

export const chatData = z.object({
  chatRoomId: z.string(),
  chat: z.array(chatMessage),
  /** More messages exist past this page, in the direction asked (older by default, newer with `after`). */
  hasMore: z.boolean(),
  /** The number of the room's newest message. */
  lastSeq: z.number(),
  /** Up to which message the other person has read. */
  otherReadSeq: z.number(),
  otherUser: chatPerson,
});

export const createMessageData = z.object({ message: chatMessage });
