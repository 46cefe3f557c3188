import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, USERS_BY_KIND } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { FakeLiveSocket } from '@/app/live/fake-live-socket';
import { liveTransport } from '@/app/live/live-transport';
import { makeNotification, notificationsPage, ok } from './notifications-test-kit';

const ROOM = '0b6c1f6e-2f4e-4c8e-9a3e-5d7f8a9b0c1d';
/** Sam, a giver, with one unread message from a receiver and no notification. */
const chatWithOneUnread = {
  threads: [
    {
      id: ROOM,
      chatRoomId: ROOM,
      otherUser: { id: 'r-1', username: 'maria', profileImg: null },
      lastMessage: {
        id: 'm-1',
        chatRoomId: ROOM,
        seq: 1,
        senderId: 'r-1',
        mine: false,
        message: 'Thank you!',
        clientId: '00000000-0000-4000-8000-000000000001',
        createdAt: new Date().toISOString(),
      },
      unreadCount: 1,
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

const menu = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0] as HTMLElement;

describe('the unread counts agree with what the pages show (issue 27)', () => {
  it('counts a chat message in Chat only: the notifications page says none and where the message waits', async () => {
    renderApp('/notifications', {
      user: USERS_BY_KIND.tipGiver,
      handler: (url) => {
        if (url.includes('/user/chat/thread')) return ok(chatWithOneUnread);
        if (url.includes('/notifications')) return notificationsPage([]);
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'No notification' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(menu()).getByRole('link', { name: /Chat.*1 unread/ })).toBeInTheDocument(),
    );
    expect(within(menu()).getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu, 1 unread message' })).toBeInTheDocument();
    expect(screen.getByText(/1 unread message is waiting in Chat\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Chat' })).toHaveAttribute('href', '/chat');
  });

  it('shows in the menu the number of unread rows the notifications page lists', async () => {
    const items = [
      makeNotification('poolShareReceived', { amount: 1250, currency: 'USD', runSeq: 1 }),
      makeNotification('payoutPaid', { amount: 3965, currency: 'USD', provider: 'stripe' }),
      makeNotification('tipReceived', { amount: 1000, currency: 'USD', net: 950 }, { read: true }),
    ];
    renderApp('/notifications', {
      user: USERS_BY_KIND.teamMember,
      handler: (url) => {
        if (url.includes('/user/chat/thread')) return ok({ ...chatWithOneUnread, threads: [] });
        if (url.includes('/notifications')) return notificationsPage(items);
        return undefined;
      },
    });
    const rows = await screen.findAllByTestId('notification');
    const unreadRows = rows.filter((row) => row.dataset.read === 'false').length;
    expect(unreadRows).toBe(2);
    expect(within(screen.getByRole('main')).getByText('2 unread')).toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: /Notifications.*2 unread/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu, 2 unread notifications' })).toBeInTheDocument();
    expect(screen.queryByText(/waiting in Chat/)).not.toBeInTheDocument();
  });
});

describe('the admin console (issue 27)', () => {
  beforeEach(() => {
    FakeLiveSocket.opened = [];
    liveTransport.create = FakeLiveSocket.create;
  });
  afterEach(() => {
    liveTransport.create = null;
  });

  it.each(['/admin', '/Home', '/'])(
    'loaded at %s, calls none of the app users’ endpoints and opens no live socket',
    async (path) => {
      const { fetchMock } = renderApp(path, {
        user: ADMIN,
        handler: (url) =>
          url.includes('/admin/people') ? ok({ people: [], page: 1, total: 0, hasMore: false }) : undefined,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
      const called = fetchMock.mock.calls.map(([url]) => String(url));
      expect(called.filter((url) => !url.includes('/admin/'))).toEqual([]);
      expect(FakeLiveSocket.opened).toEqual([]);
    },
  );
});
