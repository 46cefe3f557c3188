import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '@test/fixtures';
import { json } from '@test/render-app';
import { makeNotification, notificationsPage, ok, renderNotifications } from './notifications-test-kit';

const maria = makeUser();
const tip = () =>
  makeNotification('tipReceived', {
    currency: 'USD',
    amount: 1000,
    net: 950,
    from: { id: 'g-1', username: 'zoe' },
  });

function bodiesTo(fetchMock: ReturnType<typeof renderNotifications>['fetchMock'], path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

describe('/notifications', () => {
  it('says "No notification" when there is none', async () => {
    renderNotifications({
      user: maria,
      handler: (url) => (url.includes('/notifications') ? notificationsPage([]) : undefined),
    });
    expect(await screen.findByRole('heading', { name: 'No notification' })).toBeInTheDocument();
  });

  it('lists them worded, the unread ones marked, and marks all read', async () => {
    const user = userEvent.setup();
    const items = [tip(), makeNotification('feedbackReceived', { rating: 4, from: null }, { read: true })];
    const { fetchMock } = renderNotifications({
      user: maria,
      handler: (url) => {
        if (url.endsWith('/notifications/read'))
          return ok({ marked: 1, unreadCount: 0 }, 'Notifications marked as read');
        if (url.includes('/notifications')) return notificationsPage(items);
        return undefined;
      },
    });
    const rows = await screen.findAllByTestId('notification');
    expect(rows[0]).toHaveTextContent('New: zoe tipped you $10.00. You receive $9.50.');
    expect(rows[0]).toHaveAttribute('data-read', 'false');
    expect(rows[1]).toHaveTextContent('A guest rated you 4 stars.');
    expect(rows[1]).not.toHaveTextContent('New:');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(rows[0]).toHaveAttribute('data-read', 'true'));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/notifications/read')).toEqual([{ all: true }]);
  });

  it('opening one marks it read and goes where it makes sense', async () => {
    const user = userEvent.setup();
    const first = tip();
    const { fetchMock } = renderNotifications({
      user: maria,
      handler: (url) => {
        if (url.endsWith('/notifications/read')) return ok({ marked: 1, unreadCount: 0 });
        if (url.includes('/notifications')) return notificationsPage([first]);
        return undefined;
      },
    });
    await user.click(await screen.findByTestId('notification'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/home'));
    expect(bodiesTo(fetchMock, '/notifications/read')).toEqual([{ ids: [first.id] }]);
  });

  it('stays quiet when the notifications cannot be read (SPEC 8)', async () => {
    renderNotifications({
      user: maria,
      handler: (url) =>
        url.includes('/notifications')
          ? json(500, { success: false, code: 'INTERNAL', message: 'Something went wrong.' })
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'No notification' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });
});
