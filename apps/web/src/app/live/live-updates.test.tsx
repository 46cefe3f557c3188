import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '@test/fixtures';
import { json, renderApp } from '@test/render-app';
import { FakeLiveSocket } from './fake-live-socket';
import { liveTransport } from './live-transport';

const ROOM = '0b6c1f6e-2f4e-4c8e-9a3e-5d7f8a9b0c1d';
const ok = (data: unknown) => json(200, { success: true, message: 'OK', data });
const other = { id: 'g-1', username: 'zoe', profileImg: null };

const message = (seq: number) => ({
  id: `m-${seq}`,
  chatRoomId: ROOM,
  seq,
  senderId: 'g-1',
  mine: false,
  message: `message ${seq}`,
  clientId: `00000000-0000-4000-8000-00000000000${seq}`,
  createdAt: new Date().toISOString(),
});

const threads = {
  threads: [
    {
      id: ROOM,
      chatRoomId: ROOM,
      otherUser: other,
      lastMessage: message(2),
      unreadCount: 2,
      startedByMe: false,
      transactionId: null,
      teamId: null,
      lastActivityAt: new Date().toISOString(),
      createdAt: new Date().toISOString(),
    },
  ],
  page: 1,
  pageSize: 20,
  hasMore: false,
};

const notification = (id: string, read = false) => ({
  id,
  type: 'tipReceived',
  data: { transactionId: 't', currency: 'USD', amount: 1000, net: 950, creditTo: 'user', from: other },
  read,
  createdAt: new Date().toISOString(),
});

const N1 = '00000000-0000-4000-8000-0000000000a1';
const N2 = '00000000-0000-4000-8000-0000000000a2';

/** The server's side: what a fetch answers follows what the socket announced. */
const server = { unreadMessages: 2, notifications: [notification(N1)] };

function renderSignedIn() {
  return renderApp('/TermsConditions', {
    user: makeUser(),
    handler: (url) => {
      if (url.includes('/user/chat/thread'))
        return ok({
          ...threads,
          threads: threads.threads.map((t) => ({ ...t, unreadCount: server.unreadMessages })),
        });
      if (url.includes('/notifications'))
        return ok({
          threads: server.notifications,
          unreadCount: server.notifications.length,
          page: 1,
          pageSize: 30,
          hasMore: false,
        });
      return undefined;
    },
  });
}

const menu = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;

beforeEach(() => {
  server.unreadMessages = 2;
  server.notifications = [notification(N1)];
  FakeLiveSocket.opened = [];
  liveTransport.create = FakeLiveSocket.create;
});
afterEach(() => {
  liveTransport.create = null;
});

describe('live updates while signed in', () => {
  it('show unread counts in the menu and keep them current from the socket', async () => {
    renderSignedIn();
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: /Chat.*2 unread/ })).toBeInTheDocument(),
    );
    expect(within(menu()).getByRole('link', { name: /Notifications.*1 unread/ })).toBeInTheDocument();
    // On a phone the drawer's button says something waits in it.
    expect(
      screen.getByRole('button', { name: 'Open menu, 2 unread messages, 1 unread notification' }),
    ).toBeInTheDocument();

    const socket = FakeLiveSocket.latest();
    expect(socket.url).toMatch(/^ws:\/\/.*\/api\/v1\/live$/);
    act(() => socket.open());
    expect(socket.sent[0]).toMatchObject({ type: 'auth', token: 'token-1' });
    act(() => socket.receive({ type: 'ready', userId: 'u-1' }));

    server.unreadMessages = 3;
    act(() => socket.receive({ type: 'message', message: message(3) }));
    expect(await within(menu()).findByRole('link', { name: /Chat.*3 unread/ })).toBeInTheDocument();
    // The same message again (a replay crossing a live frame) is counted once.
    act(() => socket.receive({ type: 'message', message: message(3) }));
    expect(await within(menu()).findByRole('link', { name: /Chat.*3 unread/ })).toBeInTheDocument();

    server.notifications = [notification(N2), notification(N1)];
    act(() => socket.receive({ type: 'notification', notification: notification(N2), unreadCount: 2 }));
    expect(await screen.findByText('New tip: $10.00')).toBeInTheDocument();
    expect(await within(menu()).findByRole('link', { name: /Notifications.*2 unread/ })).toBeInTheDocument();
  });

  it('ends the session when the server closes the socket with 4401', async () => {
    renderSignedIn();
    await waitFor(() => expect(FakeLiveSocket.opened.length).toBeGreaterThan(0));
    act(() => FakeLiveSocket.latest().drop(4401));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/welcome'));
  });
});
