import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatThread } from '@opentip/shared/schemas/chat.schema';
import {
  applyMessage,
  applyReadMark,
  chatKeys,
  roomsSeen,
  type RoomData,
  type ThreadList,
} from './chat-cache';

const ROOM = '0b6c1f6e-2f4e-4c8e-9a3e-5d7f8a9b0c1d';
const other = { id: 'g-1', username: 'zoe', profileImg: null };

const message = (seq: number, mine = false): ChatMessage => ({
  id: `m-${seq}`,
  chatRoomId: ROOM,
  seq,
  senderId: mine ? 'u-1' : 'g-1',
  mine,
  message: `message ${seq}`,
  clientId: `client-${seq}`,
  createdAt: new Date(2026, 0, 1, 12, seq).toISOString(),
});

function room(seqs: number[]): RoomData {
  return {
    chatRoomId: ROOM,
    messages: seqs.map((s) => message(s)),
    hasOlder: false,
    otherReadSeq: 0,
    otherUser: other,
    readSeq: 0,
  };
}

function thread(id: string, lastSeq: number, unreadCount = 0): ChatThread {
  return {
    id,
    chatRoomId: id,
    otherUser: other,
    lastMessage: { ...message(lastSeq), chatRoomId: id },
    unreadCount,
    startedByMe: false,
    transactionId: null,
    teamId: 't-1',
    lastActivityAt: new Date(2026, 0, 1, 12, lastSeq).toISOString(),
    createdAt: new Date(2026, 0, 1).toISOString(),
  };
}

const list = (threads: ChatThread[]): ThreadList => ({ threads, page: 1, pageSize: 20, hasMore: false });

describe('the conversation caches', () => {
  it('keep each message once, whether it came live, in a page or as the answer to sending it', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.room(ROOM), room([1, 2]));
    applyMessage(client, message(3));
    applyMessage(client, message(3));
    applyMessage(client, message(2));
    expect(client.getQueryData<RoomData>(chatKeys.room(ROOM))?.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('do not show a message past a gap: the missing ones are fetched first, in order', async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.room(ROOM), room([1, 2]));
    applyMessage(client, message(5));
    expect(client.getQueryData<RoomData>(chatKeys.room(ROOM))?.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(client.getQueryState(chatKeys.room(ROOM))?.isInvalidated).toBe(true);
  });

  it('move the row of a new message to the top and count it unread, not my own', () => {
    const client = new QueryClient();
    const second = '1c2d3e4f-0000-4000-8000-000000000002';
    client.setQueryData(chatKeys.threads('all'), list([thread(second, 9), thread(ROOM, 2, 1)]));
    applyMessage(client, message(3));
    applyMessage(client, message(3));
    let rows = client.getQueryData<ThreadList>(chatKeys.threads('all'))?.threads;
    expect(rows?.map((t) => [t.id, t.unreadCount, t.lastMessage?.seq])).toEqual([
      [ROOM, 2, 3],
      [second, 0, 9],
    ]);
    applyMessage(client, message(4, true));
    rows = client.getQueryData<ThreadList>(chatKeys.threads('all'))?.threads;
    expect(rows?.[0]?.unreadCount).toBe(2);
  });

  it('read a conversation they do not list yet again from the server', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.threads('all'), list([]));
    applyMessage(client, message(1));
    expect(client.getQueryState(chatKeys.threads('all'))?.isInvalidated).toBe(true);
  });

  it("never move the other person's read mark back", () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.room(ROOM), room([1, 2, 3]));
    applyReadMark(client, ROOM, 3);
    applyReadMark(client, ROOM, 2);
    expect(client.getQueryData<RoomData>(chatKeys.room(ROOM))?.otherReadSeq).toBe(3);
  });

  it('tell a reconnecting socket the newest message kept per room', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.room(ROOM), room([4, 5, 6]));
    expect(roomsSeen(client)).toEqual({ [ROOM]: 6 });
  });
});
