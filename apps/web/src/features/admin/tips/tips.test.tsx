import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderAdminScreen, requestsTo } from '../shell/admin-test-kit';
import { RECEIVER, makeTip } from './tips-test-kit';
import TipsPage from './tips-page';

const page = (tips: unknown[], extra = {}) => ({
  tips,
  page: 1,
  total: tips.length,
  hasMore: false,
  ...extra,
});

function renderTips(path: string, answer = page([makeTip()])) {
  return renderAdminScreen(path, '/admin/tips', <TipsPage />, (url) =>
    url.split('?')[0]?.endsWith('/admin/tips') ? ok(answer) : undefined,
  );
}

describe('/admin/tips', () => {
  it('lists the tips the API answers: date linking to the tip, receiver, giver, amount, status, refunded', async () => {
    renderTips('/admin/tips');
    const row = await screen.findByTestId('tip-9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d');
    expect(within(row).getByText('guest@example.com')).toBeInTheDocument();
    expect(row).toHaveTextContent('$12.50');
    expect(row).toHaveTextContent('Succeeded');
    expect(row).toHaveTextContent('$2.50');
    expect(within(row).getByRole('link', { name: 'Ana Silva (82055129)' })).toHaveAttribute(
      'href',
      `/admin/people/${RECEIVER}`,
    );
    expect(row).not.toHaveTextContent('3f2b1c4d');
    expect(within(row).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/admin/tips/9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    );
    expect(screen.getByText('Results: 1')).toBeInTheDocument();
  });

  it('sends the filters of a link as the query, and shows them in the form', async () => {
    const { fetchMock } = renderTips(
      '/admin/tips?receiver=12345678&status=succeeded&currency=EUR&amount=1050',
    );
    await screen.findByTestId(/^tip-/);
    const [request] = requestsTo(fetchMock, '/admin/tips');
    expect(request?.query.get('receiver')).toBe('12345678');
    expect(request?.query.get('status')).toBe('succeeded');
    expect(request?.query.get('amount')).toBe('1050');
    expect(request?.query.get('currency')).toBe('EUR');
    expect(screen.getByLabelText('Receiver (id, unique ID or user name)')).toHaveValue('12345678');
    expect(screen.getByLabelText('Amount charged')).toHaveValue('10.50');
  });

  it('searches by an amount typed in major units, sent in minor units with its currency, and puts it in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTips('/admin/tips');
    await screen.findByTestId(/^tip-/);
    await user.type(screen.getByLabelText('Amount charged'), '12.5');
    await user.type(screen.getByLabelText('Currency (e.g. USD)'), 'usd');
    await user.type(screen.getByLabelText('Giver’s email'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText(/amount=1250/, { selector: '[data-testid="location"]' });
    const last = requestsTo(fetchMock, '/admin/tips').at(-1);
    expect(last?.query.get('amount')).toBe('1250');
    expect(last?.query.get('currency')).toBe('USD');
    expect(last?.query.get('giverEmail')).toBe('guest@example.com');
  });

  it('asks for the currency before searching by amount', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTips('/admin/tips');
    await screen.findByTestId(/^tip-/);
    await user.type(screen.getByLabelText('Amount charged'), '12');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Give the currency to search by amount.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/admin/tips').some((r) => r.query.has('amount'))).toBe(false);
  });

  it('sends the dates as the start of the first day and the end of the last', async () => {
    const { fetchMock } = renderTips('/admin/tips?from=2026-11-01&to=2026-11-30');
    await screen.findByTestId(/^tip-/);
    const [request] = requestsTo(fetchMock, '/admin/tips');
    expect(request?.query.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(request?.query.get('to')).toBe(new Date('2026-11-30T23:59:59.999').toISOString());
  });

  it('says when no tip matches', async () => {
    renderTips('/admin/tips?receiver=nobody', page([]));
    expect(await screen.findByText('No tips found')).toBeInTheDocument();
  });

  it('asks the next page and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTips(
      '/admin/tips?status=failed',
      page([makeTip()], { total: 45, hasMore: true }),
    );
    await screen.findByTestId(/^tip-/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('/admin/tips?status=failed&page=2');
    expect(requestsTo(fetchMock, '/admin/tips').at(-1)?.query.get('page')).toBe('2');
  });
});
