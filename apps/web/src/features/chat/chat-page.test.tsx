import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@test/fixtures';
import {
  ROOM,
  callsTo,
  chatPage,
  makeMessage,
  makeThread,
  pretendWideScreen,
  renderChat,
  threadsPage,
} from './chat-test-kit';

const maria = makeUser();

describe('/chat, the conversations', () => {
  it('lists each conversation with the other person, the last message, its time and the unread count', async () => {
    const threads = [
      makeThread({ unreadCount: 3, lastMessage: makeMessage(4, { message: 'Thank you so much!' }) }),
      makeThread({
        id: '1c2d3e4f-0000-4000-8000-000000000002',
        otherUser: { id: 'g-2', username: 'sam', profileImg: null },
        lastMessage: makeMessage(2, { mine: true, message: 'See you next week' }),
      }),
    ];
    const { fetchMock } = renderChat('/chat', {
      user: maria,
      handler: (url) => (url.includes('/user/chat/thread') ? threadsPage(threads) : undefined),
    });
    const rows = await screen.findAllByTestId('thread');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('zoe');
    expect(rows[0]).toHaveTextContent('Thank you so much!');
    expect(rows[0]).toHaveTextContent('3 unread messages');
    expect(rows[1]).toHaveTextContent('You: See you next week');
    expect(rows[1]).not.toHaveTextContent(/unread/);
    // SPEC 9: the threads list asks for page 1 only.
    expect(callsTo(fetchMock, '/user/chat/thread')[0]?.query.get('page')).toBe('1');
  });

  it('filters sent, received and all, asking the server for each', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderChat('/chat', {
      user: maria,
      handler: (url) => {
        const filter = new URL(url, 'http://x').searchParams.get('filter');
        if (!url.includes('/user/chat/thread')) return undefined;
        const name =
          filter === 'sent' ? 'opened-by-me' : filter === 'received' ? 'opened-by-them' : 'everyone';
        return threadsPage([makeThread({ otherUser: { id: 'g-9', username: name, profileImg: null } })]);
      },
    });
    expect(await screen.findByText('everyone')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    expect(await screen.findByText('opened-by-me')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Received' }));
    expect(await screen.findByText('opened-by-them')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    expect(await screen.findByText('everyone')).toBeInTheDocument();
    const filters = callsTo(fetchMock, '/user/chat/thread').map(({ query }) => query.get('filter'));
    expect(filters).toEqual(expect.arrayContaining(['all', 'sent', 'received']));
  });

  it('says "No data found" when there is no conversation', async () => {
    renderChat('/chat?filter=received', {
      user: maria,
      handler: (url) => (url.includes('/user/chat/thread') ? threadsPage([]) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'No data found' })).toBeInTheDocument();
    expect(screen.getByText('Conversations others started with you show here.')).toBeInTheDocument();
  });

  it('on a phone opens a conversation full screen on /chatModal', async () => {
    pretendWideScreen(false);
    renderChat('/chat', {
      user: maria,
      handler: (url) => (url.includes('/user/chat/thread') ? threadsPage([makeThread()]) : undefined),
    });
    expect(await screen.findByTestId('thread')).toHaveAttribute('href', `/chatModal?chatRoomId=${ROOM}`);
    expect(screen.queryByTestId('conversation')).not.toBeInTheDocument();
  });

  it('on a wide screen shows the list and the open conversation side by side', async () => {
    pretendWideScreen(true);
    renderChat(`/chat?chatRoomId=${ROOM}`, {
      user: maria,
      handler: (url) => {
        if (url.includes('/user/chat/thread')) return threadsPage([makeThread()]);
        if (url.includes('/message/getChat')) return chatPage([makeMessage(1, { message: 'Hello Maria' })]);
        return undefined;
      },
    });
    const conversation = await screen.findByTestId('conversation');
    expect(await within(conversation).findByText('Hello Maria')).toBeInTheDocument();
    expect(screen.getByTestId('thread')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('thread')).toHaveAttribute('href', `/chat?chatRoomId=${ROOM}`);
  });

  it("shows SPEC's sentence to a person whose chat an administrator disabled", async () => {
    renderChat('/chat', {
      user: makeUser({ chatDisabled: true }),
      handler: (url) => (url.includes('/user/chat/thread') ? threadsPage([]) : undefined),
    });
    expect(await screen.findByTestId('chat-disabled')).toHaveTextContent(
      'You are not allowed to chat. You have been disabled by an administrator. Please contact support.',
    );
  });
});

describe('/chatModal without a conversation', () => {
  it('goes back to the list', async () => {
    renderChat('/chatModal', {
      user: maria,
      handler: (url) => (url.includes('/user/chat/thread') ? threadsPage([]) : undefined),
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/chat$/));
  });
});
