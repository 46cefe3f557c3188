import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@test/fixtures';
import { ROOM, callsTo, chatPage, fail, makeMessage, ok, renderChat, threadsPage } from './chat-test-kit';

const maria = makeUser();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function openRoom(handler: Parameters<typeof renderChat>[1]['handler'], user = maria) {
  return renderChat(`/chatModal?chatRoomId=${ROOM}`, {
    user,
    handler: (url, init) =>
      handler?.(url, init) ?? (url.includes('/user/chat/thread') ? threadsPage([]) : undefined),
  });
}

describe('a conversation', () => {
  it('shows the messages oldest first, mine apart from theirs, markup as plain text, and how far they read', async () => {
    openRoom((url) =>
      url.includes('/message/getChat')
        ? chatPage(
            [
              makeMessage(1, { message: 'Thanks for the tip!' }),
              makeMessage(2, { mine: true, message: '<b>You</b> were great <script>x()</script>' }),
              makeMessage(3, { mine: true, message: 'See you' }),
            ],
            { otherReadSeq: 3 },
          )
        : undefined,
    );
    const messages = await screen.findAllByTestId('message');
    expect(messages.map((m) => m.getAttribute('data-mine'))).toEqual(['false', 'true', 'true']);
    expect(messages[0]).toHaveTextContent('Thanks for the tip!');
    expect(messages[1]).toHaveTextContent('<b>You</b> were great <script>x()</script>');
    expect(messages[1]?.querySelector('b, script')).toBeNull();
    // The read mark sits under my newest message.
    expect(within(messages[2] as HTMLElement).getByTestId('message-status')).toHaveTextContent('Read');
    expect(screen.getByRole('heading', { name: 'zoe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to conversations' })).toHaveAttribute('href', '/chat');
  });

  it('shows a message at once as sending, then sent, with a fresh clientId each', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    const { fetchMock } = openRoom((url, init) => {
      if (url.includes('/message/getChat')) return chatPage([makeMessage(1)]);
      if (!url.includes('/message/createMessage')) return undefined;
      const body = JSON.parse(String(init?.body)) as { message: string; clientId: string };
      const stored = makeMessage(2, { mine: true, message: body.message, clientId: body.clientId });
      return new Promise((resolve) => {
        answer = () => resolve(ok({ message: stored }, 'Message sent'));
      });
    });
    await screen.findAllByTestId('message');
    await user.type(screen.getByLabelText('Message'), '  Thank you, Zoe!  {Enter}');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    answer?.();
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
    expect(screen.getAllByText('Thank you, Zoe!')).toHaveLength(1);
    const [sent] = callsTo(fetchMock, '/message/createMessage');
    expect(sent?.body).toMatchObject({ chatRoomId: ROOM, message: 'Thank you, Zoe!' });
    expect(String(sent?.body?.clientId)).toMatch(UUID);
  });

  it('offers a retry after a failure, sending the same clientId so the server stores it once', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { fetchMock } = openRoom((url, init) => {
      if (url.includes('/message/getChat')) return chatPage([]);
      if (!url.includes('/message/createMessage')) return undefined;
      attempts += 1;
      if (attempts === 1) throw new TypeError('offline');
      const body = JSON.parse(String(init?.body)) as { message: string; clientId: string };
      return ok({ message: makeMessage(1, { mine: true, message: body.message, clientId: body.clientId }) });
    });
    await screen.findByText('This is the start of your conversation with zoe.');
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Not sent · Network error');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.getAllByText('Hello')).toHaveLength(1);
    const [first, second] = callsTo(fetchMock, '/message/createMessage');
    expect(second?.body?.clientId).toBe(first?.body?.clientId);
  });

  it('refuses an empty message and one over 2,000 characters without sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRoom((url) => (url.includes('/message/getChat') ? chatPage([]) : undefined));
    await screen.findByLabelText('Message');
    await user.type(screen.getByLabelText('Message'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter message');
    await user.clear(screen.getByLabelText('Message'));
    await user.click(screen.getByLabelText('Message'));
    await user.paste('a'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message is too long. Please keep it under 2000 characters.',
    );
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/message/createMessage')).toHaveLength(0);
  });

  it("has no composer for a person whose chat is disabled, only SPEC's sentence", async () => {
    openRoom(
      (url) => (url.includes('/message/getChat') ? chatPage([makeMessage(1)]) : undefined),
      makeUser({ chatDisabled: true }),
    );
    expect(await screen.findByTestId('chat-disabled')).toHaveTextContent(
      'You are not allowed to chat. You have been disabled by an administrator. Please contact support.',
    );
    expect(screen.getByText('message 1')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it("gives way to SPEC's sentence when the server says chat was disabled meanwhile", async () => {
    const user = userEvent.setup();
    openRoom((url) => {
      if (url.includes('/message/getChat')) return chatPage([]);
      if (url.includes('/message/createMessage'))
        return fail(
          403,
          'CHAT_DISABLED',
          'You are not allowed to chat. You have been disabled by an administrator. Please contact support.',
        );
      return undefined;
    });
    await user.type(await screen.findByLabelText('Message'), 'Hi{Enter}');
    expect(await screen.findByTestId('chat-disabled')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('loads older messages before the first one shown', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openRoom((url) => {
      if (!url.includes('/message/getChat')) return undefined;
      const before = new URL(url, 'http://x').searchParams.get('before');
      if (before === '51') return chatPage([makeMessage(50, { message: 'older one' })], { hasMore: false });
      return chatPage([makeMessage(51, { message: 'newest one' })], { hasMore: true });
    });
    await screen.findByText('newest one');
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('older one')).toBeInTheDocument();
    expect(screen.getAllByTestId('message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('older one'),
      expect.stringContaining('newest one'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/message/getChat').map(({ query }) => query.get('before'))).toContain('51'),
    );
  });

  it("says so when the conversation is not the reader's", async () => {
    openRoom((url) =>
      url.includes('/message/getChat')
        ? fail(404, 'CHAT_ROOM_NOT_FOUND', 'Conversation not found.')
        : undefined,
    );
    expect(await screen.findByText('Conversation not found.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });
});
