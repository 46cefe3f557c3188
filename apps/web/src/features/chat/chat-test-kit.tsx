// Test helpers of this feature (not part of the app bundle: only tests import this file).
import { vi } from 'vitest';
import type { ChatMessage, ChatThread } from '@opentip/shared/schemas/chat.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { json, renderScreens, type FetchHandler, type stubFetch } from '@test/render-app';
import ChatModalPage from './chat-modal-page';
import ChatPage from './chat-page';

const SCREENS = { '/chat': <ChatPage />, '/chatModal': <ChatModalPage /> };

export function renderChat(path: string, options: { user: SessionUser; handler?: FetchHandler }) {
  return renderScreens(path, { ...options, screens: SCREENS });
}

export const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });
export const fail = (status: number, code: string, message: string) =>
  json(status, { success: false, code, message });

export const ROOM = '0b6c1f6e-2f4e-4c8e-9a3e-5d7f8a9b0c1d';
export const OTHER = { id: 'g-1', username: 'zoe', profileImg: null };

export function makeMessage(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${seq}`,
    chatRoomId: ROOM,
    seq,
    senderId: overrides.mine ? 'u-1' : OTHER.id,
    mine: false,
    message: `message ${seq}`,
    clientId: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    createdAt: new Date(Date.now() - (100 - seq) * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeThread(overrides: Partial<ChatThread> = {}): ChatThread {
  const id = overrides.id ?? ROOM;
  return {
    id,
    chatRoomId: id,
    otherUser: OTHER,
    lastMessage: makeMessage(1, { chatRoomId: id }),
    unreadCount: 0,
    startedByMe: false,
    transactionId: 'tip-1',
    teamId: null,
    lastActivityAt: new Date().toISOString(),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export const threadsPage = (threads: ChatThread[]) => ok({ threads, page: 1, pageSize: 20, hasMore: false });

export const chatPage = (chat: ChatMessage[], extra: { hasMore?: boolean; otherReadSeq?: number } = {}) =>
  ok({
    chatRoomId: ROOM,
    chat,
    hasMore: extra.hasMore ?? false,
    lastSeq: chat.at(-1)?.seq ?? 0,
    otherReadSeq: extra.otherReadSeq ?? 0,
    otherUser: OTHER,
  });

/** The calls made to a path (without the query), with their parsed query and body. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === `/api/v1${path}`)
    .map(({ url, init }) => ({
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    }));
}

/** A wide screen (>= 768 px): list and conversation side by side. */
export function pretendWideScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width: 768px'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
