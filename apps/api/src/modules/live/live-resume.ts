import { eq, or } from 'drizzle-orm';
import type { ChatMessage } from '@opentip/shared/schemas/chat.schema';
import type { Db } from '../../db/client.ts';
import { chatThreads } from '../../db/schema/chat.ts';
import { requireRoom } from '../chat/chat-access.ts';
import { pageOf } from '../chat/chat-messages.service.ts';
import { presentMessage } from '../chat/chat.presenter.ts';

/**
 * Where each of the person's rooms stands now. Read after the socket subscribed: a message past
 * these numbers reaches the socket live; a room missing here was opened later, so starts at 0.
 */
export async function roomCursors(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: chatThreads.id, lastSeq: chatThreads.lastSeq })
    .from(chatThreads)
    .where(or(eq(chatThreads.userLowId, userId), eq(chatThreads.userHighId, userId)));
  return new Map(rows.map((r) => [r.id, r.lastSeq]));
}

/**
 * The room's messages after `after`, oldest first, read page by page with the query of
 * GET /message/getChat?after= (without moving the read mark: a socket receiving is not reading).
 * Throws the REST call's 404 when the room is not the person's.
 */
export async function messagesAfter(
  db: Db,
  options: { userId: string; roomId: string; after: number },
): Promise<ChatMessage[]> {
  const room = await requireRoom(db, { userId: options.userId, roomId: options.roomId });
  const messages: ChatMessage[] = [];
  let after = options.after;
  for (;;) {
    const { rows, hasMore } = await pageOf(db, room, { chatRoomId: room.id, after });
    messages.push(...rows.map((row) => presentMessage(row, options.userId)));
    const last = rows.at(-1);
    if (!hasMore || !last) return messages;
    after = last.seq;
  }
}
