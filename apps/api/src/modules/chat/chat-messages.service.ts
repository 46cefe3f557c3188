import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatMessage,
  type ChatQuery,
  type CreateMessageBody,
} from '@opentip/shared/schemas/chat.schema';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatThreads, type ChatThreadRow } from '../../db/schema/chat.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { conflict, tooManyRequests } from '../../lib/app-error.ts';
import { assertMayChat, isLow, otherPersonOf, requireRoom } from './chat-access.ts';
import { presentMessage, presentPerson } from './chat.presenter.ts';
import { announce } from '../live/live-announce.ts';
import type { LiveBus } from '../live/live-bus.ts';

const FLOOD_WINDOW_MS = 60_000;

/** The page asked for: after a message (newer ones), before one (older ones), or the latest. */
export async function pageOf(db: Db, room: ChatThreadRow, query: ChatQuery) {
  const limit = CHAT_MESSAGES_PAGE_SIZE + 1;
  const inRoom = eq(chatMessages.threadId, room.id);
  if (query.after !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(inRoom, gt(chatMessages.seq, query.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(limit);
    return { rows: rows.slice(0, CHAT_MESSAGES_PAGE_SIZE), hasMore: rows.length === limit };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(inRoom, query.before !== undefined ? lt(chatMessages.seq, query.before) : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return { rows: rows.slice(0, CHAT_MESSAGES_PAGE_SIZE).reverse(), hasMore: rows.length === limit };
}

/**
 * GET /message/getChat: a page of the room's messages, oldest first, and the caller's read mark
 * moved up to the newest one shown.
 */
export async function getChat(db: Db, options: { caller: UserRow; query: ChatQuery; live?: LiveBus }) {
  const { caller, query } = options;
  const room = await requireRoom(db, { userId: caller.id, roomId: query.chatRoomId });
  const { rows, hasMore } = await pageOf(db, room, query);
  const seen = rows.at(-1)?.seq;
  if (seen !== undefined) {
    // greatest(): an older page read later never moves the mark back.
    const mark = isLow(room, caller.id)
      ? { lowReadSeq: sql`greatest(${chatThreads.lowReadSeq}, ${seen})` }
      : { highReadSeq: sql`greatest(${chatThreads.highReadSeq}, ${seen})` };
    await db.update(chatThreads).set(mark).where(eq(chatThreads.id, room.id));
    const before = isLow(room, caller.id) ? room.lowReadSeq : room.highReadSeq;
    if (seen > before)
      await announce(options.live, [otherPersonOf(room, caller.id)], {
        type: 'read',
        chatRoomId: room.id,
        readerId: caller.id,
        readSeq: seen,
      });
  }
  const [other] = await db
    .select({ id: users.id, username: users.username, profileImg: users.profileImg })
    .from(users)
    .where(eq(users.id, otherPersonOf(room, caller.id)));
  if (!other) throw new Error(`room ${room.id} names a missing user`);
  return {
    chatRoomId: room.id,
    chat: rows.map((row) => presentMessage(row, caller.id)),
    hasMore,
    lastSeq: room.lastSeq,
    otherReadSeq: isLow(room, caller.id) ? room.highReadSeq : room.lowReadSeq,
    otherUser: presentPerson(other),
  };
}

/** Messages the person sent in the last minute, every room together. */
async function sentLastMinute(tx: Db, senderId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.senderId, senderId),
        gt(chatMessages.createdAt, new Date(now.getTime() - FLOOD_WINDOW_MS)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * POST /message/createMessage. The room's row is locked while the message is numbered and stored,
 * so a retry with the same clientId finds the first one and answers it instead of storing twice.
 */
export async function createMessage(
  db: Db,
  options: { caller: UserRow; body: CreateMessageBody; now: Date; live?: LiveBus },
): Promise<ChatMessage> {
  const { caller, body, now } = options;
  assertMayChat(caller);
  const { row, people } = await db.transaction(async (tx) => {
    const room = await requireRoom(tx, { userId: caller.id, roomId: body.chatRoomId, lock: true });
    const [stored] = await tx
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.threadId, room.id),
          eq(chatMessages.senderId, caller.id),
          eq(chatMessages.clientId, body.clientId),
        ),
      );
    if (stored) return { row: stored, people: [] };
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, otherPersonOf(room, caller.id)), isNull(users.deletedAt)));
    if (!other) throw conflict('chatPersonUnavailable', 'CHAT_PERSON_UNAVAILABLE');
    if ((await sentLastMinute(tx, caller.id, now)) >= CHAT_MESSAGES_PER_MINUTE)
      throw tooManyRequests('chatTooManyMessages', 'CHAT_TOO_MANY_MESSAGES');
    const seq = room.lastSeq + 1;
    const [created] = await tx
      .insert(chatMessages)
      .values({
        threadId: room.id,
        seq,
        senderId: caller.id,
        clientId: body.clientId,
        body: body.message,
        createdAt: now,
      })
      .returning();
    await tx.update(chatThreads).set({ lastSeq: seq, activityAt: now }).where(eq(chatThreads.id, room.id));
    return { row: created, people: [room.userLowId, room.userHighId] };
  });
  if (!row) throw new Error('chat message not stored');
  const message = presentMessage(row, caller.id);
  // Committed: both people's sockets hear of it (a retry answered from storage is not news).
  await announce(options.live, people, { type: 'message', message });
  return message;
}
