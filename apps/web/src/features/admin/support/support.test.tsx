import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderAdminScreen, requestsTo } from '../shell/admin-test-kit';
import SupportInboxPage from './support-inbox-page';
import SupportRequestPage from './support-request-page';

const REQUEST_ID = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function supportRequest(overrides: Record<string, unknown> = {}) {
  return {
    id: REQUEST_ID,
    userId: null,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'My tip did not arrive\nI sent it yesterday at the bar.',
    status: 'new',
    mailedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const reply = {
  id: 'rp-1',
  adminUserId: 'ad-1',
  body: 'We are looking into it.',
  mailedAt: '2026-11-21T09:30:00.000Z',
  createdAt: '2026-11-21T09:29:00.000Z',
};

function renderInbox(path: string, requests = [supportRequest()]) {
  return renderAdminScreen(path, '/admin/support', <SupportInboxPage />, (url) =>
    url.split('?')[0]?.endsWith('/admin/support')
      ? ok({ requests, page: 1, total: requests.length, hasMore: false })
      : undefined,
  );
}

function renderRequest(initial: { request: ReturnType<typeof supportRequest>; replies: (typeof reply)[] }) {
  let current = initial;
  return renderAdminScreen(
    `/admin/support/${REQUEST_ID}`,
    '/admin/support/:id',
    <SupportRequestPage />,
    (url, init) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as { body?: string; status?: string }) : {};
      if (url.endsWith('/reply')) {
        const sent = { ...reply, id: 'rp-2', body: body.body ?? '' };
        current = {
          request: { ...current.request, status: 'answered' },
          replies: [...current.replies, sent],
        };
        return ok({ request: current.request, reply: sent }, 'Reply sent.');
      }
      if (url.endsWith('/status')) {
        current = { ...current, request: { ...current.request, status: body.status ?? 'new' } };
        return ok({ request: current.request });
      }
      if (url.endsWith(`/admin/support/${REQUEST_ID}`)) return ok(current);
      return undefined;
    },
  );
}

describe('/admin/support', () => {
  it('lists the messages: name linking to it, email, first line, status', async () => {
    renderInbox('/admin/support');
    const row = await screen.findByTestId(`support-${REQUEST_ID}`);
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/support/${REQUEST_ID}`,
    );
    expect(row).toHaveTextContent('ada@example.com');
    expect(row).toHaveTextContent('My tip did not arrive');
    expect(row).not.toHaveTextContent('I sent it yesterday');
    expect(row).toHaveTextContent('New');
  });

  it('filters by the status tab, kept in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderInbox('/admin/support?status=new');
    await screen.findByTestId(`support-${REQUEST_ID}`);
    expect(requestsTo(fetchMock, '/admin/support')[0]?.query.get('status')).toBe('new');
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Closed' }));
    await screen.findByText('/admin/support?status=closed');
    expect(requestsTo(fetchMock, '/admin/support').at(-1)?.query.get('status')).toBe('closed');
    await user.click(screen.getByRole('link', { name: 'All' }));
    await screen.findByText('/admin/support');
    expect(requestsTo(fetchMock, '/admin/support').at(-1)?.query.has('status')).toBe(false);
  });

  it('says when there is no message', async () => {
    renderInbox('/admin/support?status=answered', []);
    expect(await screen.findByText('No messages here.')).toBeInTheDocument();
  });
});

describe('/admin/support/:id', () => {
  it('shows the message and the replies with when they were mailed', async () => {
    renderRequest({ request: supportRequest({ status: 'answered' }), replies: [reply] });
    expect(await screen.findByText(/I sent it yesterday at the bar\./)).toBeInTheDocument();
    const sent = screen.getByTestId('reply-rp-1');
    expect(sent).toHaveTextContent('We are looking into it.');
    expect(sent).toHaveTextContent(/Emailed .*2026/);
  });

  it('sends a reply, says to whom it is emailed, and refuses an empty one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderRequest({ request: supportRequest(), replies: [] });
    expect(await screen.findByText('The reply is emailed to ada@example.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write a reply.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/reply')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Your reply/), 'Your tip arrived today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/admin/support/${REQUEST_ID}/reply`)[0]?.body).toEqual({
      body: 'Your tip arrived today.',
    });
    expect(await screen.findByTestId('reply-rp-2')).toHaveTextContent('Your tip arrived today.');
  });

  it('closes a request: the reply box gives way to a note, and reopening brings it back', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderRequest({ request: supportRequest(), replies: [] });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('This request is closed: reopen it to reply.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your reply/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByLabelText(/Your reply/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/status').map((r) => r.body)).toEqual([
      { status: 'closed' },
      { status: 'new' },
    ]);
  });

  it('marks a new request as answered', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderRequest({ request: supportRequest(), replies: [] });
    await user.click(await screen.findByRole('button', { name: 'Mark as answered' }));
    await screen.findByText('Answered');
    expect(requestsTo(fetchMock, '/status')[0]?.body).toEqual({ status: 'answered' });
  });
});
