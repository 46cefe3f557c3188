import type { LiveAuthFrame, LiveErrorCode, LiveServerFrame } from '@opentip/shared/schemas/live.schema';
import type { ChatMessage } from '@opentip/shared/schemas/chat.schema';
import type { NotificationItem } from '@opentip/shared/schemas/notifications.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  notificationsAfter,
  notificationsByIds,
  unreadCount,
} from '../notifications/notifications.service.ts';
import type { HubEvent } from './live-hub.ts';
import { messagesAfter, roomCursors } from './live-resume.ts';

// Enough to recognise a notification arriving both in the backlog and live.
const SEEN_NOTIFICATIONS_KEPT = 1000;

/**
 * What one signed-in socket has been sent, and the rules that keep it whole: per room the last
 * `seq` sent (a message at or below it is a duplicate, one past it the next, further a gap read
 * from the database), the other person's read mark, the notifications already sent.
 */
export function createLiveDelivery(options: {
  db: Db;
  send: (frame: LiveServerFrame) => void;
  error: (code: LiveErrorCode, message: string) => void;
}) {
  const { db, send } = options;
  let userId = '';
  let cursors = new Map<string, number>();
  const readMarks = new Map<string, number>();
  const seen = new Set<string>();
  let newestSeen: string | null = null;

  const sendMessage = (message: ChatMessage) => {
    send({ type: 'message', message: { ...message, mine: message.senderId === userId } });
    cursors.set(message.chatRoomId, message.seq);
  };

  /** Sends the room's messages after the cursor from the database; false if the room is not theirs. */
  const catchUp = async (roomId: string): Promise<boolean> => {
    try {
      const missed = await messagesAfter(db, { userId, roomId, after: cursors.get(roomId) ?? 0 });
      for (const message of missed) sendMessage(message);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CHAT_ROOM_NOT_FOUND') return false;
      throw error;
    }
  };

  const sendNotifications = async (items: NotificationItem[]) => {
    const fresh = items.filter((n) => !seen.has(n.id));
    if (fresh.length === 0) return;
    const unread = await unreadCount(db, userId);
    for (const notification of fresh) {
      send({ type: 'notification', notification, unreadCount: unread });
      seen.add(notification.id);
      newestSeen = notification.id;
    }
    for (const id of seen) {
      if (seen.size <= SEEN_NOTIFICATIONS_KEPT) break;
      seen.delete(id);
    }
  };

  return {
    /** After subscribing: where the rooms stand, then what the client says it missed. */
    async start(person: string, resume: LiveAuthFrame['resume']) {
      userId = person;
      cursors = await roomCursors(db, userId);
      for (const [roomId, lastSeq] of Object.entries(resume?.rooms ?? {})) {
        cursors.set(roomId, lastSeq);
        if (!(await catchUp(roomId))) {
          cursors.delete(roomId);
          options.error('CHAT_ROOM_NOT_FOUND', `Conversation not found: ${roomId}`);
        }
      }
      if (resume?.notificationsAfter) {
        newestSeen = resume.notificationsAfter;
        await sendNotifications(await notificationsAfter(db, { userId, afterId: newestSeen }));
      }
    },

    async onEvent(event: HubEvent) {
      if (event.type === 'message') {
        const { message } = event;
        const cursor = cursors.get(message.chatRoomId) ?? 0;
        if (message.seq <= cursor) return;
        if (message.seq === cursor + 1) return sendMessage(message);
        // Published from two instances, two messages may cross: the database has both, in order.
        await catchUp(message.chatRoomId);
        return;
      }
      if (event.type === 'read') {
        if (event.readerId === userId) return;
        if (event.readSeq <= (readMarks.get(event.chatRoomId) ?? 0)) return;
        readMarks.set(event.chatRoomId, event.readSeq);
        send({ type: 'read', chatRoomId: event.chatRoomId, otherReadSeq: event.readSeq });
        return;
      }
      if (event.type === 'notifications') {
        const ids = event.ids.filter((id) => !seen.has(id));
        await sendNotifications(await notificationsByIds(db, { userId, ids }));
        return;
      }
      if (newestSeen) await sendNotifications(await notificationsAfter(db, { userId, afterId: newestSeen }));
    },
  };
}
