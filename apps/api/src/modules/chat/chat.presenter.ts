import type { ChatMessage, ChatThread } from '@opentip/shared/schemas/chat.schema';
import type { ChatMessageRow, ChatThreadRow } from '../../db/schema/chat.ts';

export interface ChatPersonRow {
  id: string;
  username: string;
  profileImg: string | null;
}

/** The message as typed: plain text, never markup (the web app shows it as text). */
export function presentMessage(row: ChatMessageRow, callerId: string): ChatMessage {
  return {
    id: row.id,
    chatRoomId: row.threadId,
    seq: row.seq,
    senderId: row.senderId,
    mine: row.senderId === callerId,
    message: row.body,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}

export const presentPerson = (row: ChatPersonRow) => ({
  id: row.id,
  username: row.username,
  profileImg: row.profileImg,
});

export function presentThread(options: {
  thread: ChatThreadRow;
  callerId: string;
  other: ChatPersonRow;
  lastMessage: ChatMessageRow | null;
  unreadCount: number;
}): ChatThread {
  const { thread } = options;
  return {
    id: thread.id,
    chatRoomId: thread.id,
    otherUser: presentPerson(options.other),
    lastMessage: options.lastMessage ? presentMessage(options.lastMessage, options.callerId) : null,
    unreadCount: options.unreadCount,
    startedByMe: thread.startedBy === options.callerId,
    transactionId: thread.tipId,
    teamId: thread.teamId,
    lastActivityAt: thread.activityAt.toISOString(),
    createdAt: thread.createdAt.toISOString(),
  };
}
