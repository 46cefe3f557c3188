import type { QueryClient } from '@tanstack/react-query';
import {
  chatData,
  threadListData,
  type ChatMessage,
  type ChatThread,
} from '@opentip/shared/schemas/chat.schema';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client';

export type ThreadFilter = 'all' | 'sent' | 'received';
export type ThreadList = z.infer<typeof threadListData>;
type ChatPage = z.infer<typeof chatData>;

/** One conversation as the screen keeps it: messages without gaps, oldest first. */
export interface RoomData {
  chatRoomId: string;
  messages: ChatMessage[];
  /** Older messages exist before the first one kept. */
  hasOlder: boolean;
  otherReadSeq: number;
  otherUser: ChatPage['otherUser'];
  /** The newest message a getChat answer has shown this reader (the server marks up to it read). */
  readSeq: number;
}

export const chatKeys = {
  all: ['chat'] as const,
  threads: (filter: ThreadFilter) => ['chat', 'threads', filter] as const,
  threadLists: ['chat', 'threads'] as const,
  room: (chatRoomId: string) => ['chat', 'room', chatRoomId] as const,
  rooms: ['chat', 'room'] as const,
};

/** SPEC 9: the threads list asks for page 1 only. */
export async function fetchThreads(filter: ThreadFilter): Promise<ThreadList> {
  const { data } = await apiRequest(`/user/chat/thread?page=1&filter=${filter}`, { schema: threadListData });
  return data;
}

export async function fetchChatPage(
  chatRoomId: string,
  position: { after?: number; before?: number } = {},
): Promise<ChatPage> {
  const query = new URLSearchParams({ chatRoomId });
  if (position.after !== undefined) query.set('after', String(position.after));
  if (position.before !== undefined) query.set('before', String(position.before));
  const { data } = await apiRequest(`/message/getChat?${query.toString()}`, { schema: chatData });
  return data;
}

export const lastSeqOf = (room: RoomData): number => room.messages.at(-1)?.seq ?? 0;

/** Messages by seq, each once: a live frame and a fetched page may carry the same one. */
export function mergeMessages(kept: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<number, ChatMessage>();
  for (const message of [...kept, ...incoming]) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** A fetched page folded into what the screen keeps; `older` pages only move the start back. */
export function foldPage(
  room: RoomData | undefined,
  page: ChatPage,
  direction: 'latest' | 'after' | 'before',
): RoomData {
  const shownUpTo = page.chat.at(-1)?.seq ?? 0;
  const base: RoomData = room ?? {
    chatRoomId: page.chatRoomId,
    messages: [],
    hasOlder: direction !== 'after' && page.hasMore,
    otherReadSeq: 0,
    otherUser: page.otherUser,
    readSeq: 0,
  };
  return {
    ...base,
    messages: mergeMessages(base.messages, page.chat),
    hasOlder: direction === 'before' ? page.hasMore : base.hasOlder,
    otherReadSeq: Math.max(base.otherReadSeq, page.otherReadSeq),
    otherUser: page.otherUser,
    readSeq: Math.max(base.readSeq, shownUpTo),
  };
}

/**
 * The room's messages: the latest page the first time; later (a reconnect, a gap in the live
 * messages) only what came after the newest one kept, page after page.
 */
export async function loadRoom(queryClient: QueryClient, chatRoomId: string): Promise<RoomData> {
  let room = queryClient.getQueryData<RoomData>(chatKeys.room(chatRoomId));
  if (!room) return foldPage(undefined, await fetchChatPage(chatRoomId), 'latest');
  for (let pages = 0; pages < 20; pages += 1) {
    const page = await fetchChatPage(chatRoomId, { after: lastSeqOf(room) });
    // Into what is kept now: a live message may have come in while this page was on its way.
    room = foldPage(queryClient.getQueryData<RoomData>(chatKeys.room(chatRoomId)) ?? room, page, 'after');
    if (!page.hasMore) break;
  }
  return room;
}

/** Changes one room's row in every cached list; a row with newer activity moves to the top. */
function updateThread(
  queryClient: QueryClient,
  chatRoomId: string,
  change: (thread: ChatThread) => ChatThread,
): boolean {
  let found = false;
  for (const [key, list] of queryClient.getQueriesData<ThreadList>({ queryKey: chatKeys.threadLists })) {
    const current = list?.threads.find((thread) => thread.id === chatRoomId);
    if (!list || !current) continue;
    found = true;
    const next = change(current);
    if (next === current) continue;
    const threads =
      next.lastActivityAt !== current.lastActivityAt
        ? [next, ...list.threads.filter((thread) => thread.id !== chatRoomId)]
        : list.threads.map((thread) => (thread.id === chatRoomId ? next : thread));
    queryClient.setQueryData<ThreadList>(key, { ...list, threads });
  }
  return found;
}

/** A new message (live, or the answer to sending one) shown in its room and its thread row. */
export function applyMessage(queryClient: QueryClient, message: ChatMessage): void {
  const key = chatKeys.room(message.chatRoomId);
  const room = queryClient.getQueryData<RoomData>(key);
  if (room) {
    if (message.seq <= lastSeqOf(room) + 1) {
      queryClient.setQueryData<RoomData>(key, { ...room, messages: mergeMessages(room.messages, [message]) });
    } else {
      // A message further on than the next one: fetch the missing ones in order.
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }
  const found = updateThread(queryClient, message.chatRoomId, (thread) => {
    if (thread.lastMessage && thread.lastMessage.seq >= message.seq) return thread;
    return {
      ...thread,
      lastMessage: message,
      lastActivityAt: message.createdAt,
      unreadCount: message.mine ? thread.unreadCount : thread.unreadCount + 1,
    };
  });
  // A conversation this list has not shown yet (opened by the other person), or a list on its way
  // that may have been read before this message: read again (a published message is committed).
  if (!found || queryClient.isFetching({ queryKey: chatKeys.threadLists }) > 0)
    void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists });
}

/** The other person read up to `otherReadSeq`. */
export function applyReadMark(queryClient: QueryClient, chatRoomId: string, otherReadSeq: number): void {
  queryClient.setQueryData<RoomData>(chatKeys.room(chatRoomId), (room) =>
    room ? { ...room, otherReadSeq: Math.max(room.otherReadSeq, otherReadSeq) } : room,
  );
}

/** The reader has seen the room: its rows show no unread messages. */
export function clearUnread(queryClient: QueryClient, chatRoomId: string): void {
  updateThread(queryClient, chatRoomId, (thread) =>
    thread.unreadCount === 0 ? thread : { ...thread, unreadCount: 0 },
  );
}

/** What the socket says it has seen when it (re)connects: per kept room, the newest seq. */
export function roomsSeen(queryClient: QueryClient): Record<string, number> {
  const rooms: Record<string, number> = {};
  for (const [, room] of queryClient.getQueriesData<RoomData>({ queryKey: chatKeys.rooms })) {
    if (room) rooms[room.chatRoomId] = lastSeqOf(room);
  }
  return rooms;
}
