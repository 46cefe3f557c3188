import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_BY_KIND } from '@test/fixtures';
import { json, renderApp, renderScreens, type FetchHandler } from '@test/render-app';
import { periodOf } from './statement-periods';
import { StatementsPanel } from './statements-panel';
import { recordDownloads } from '@test/downloads';

const downloads = recordDownloads();

const TODAY = new Date(2026, 10, 18); // 18 November 2026, in the reader's calendar
const file =
  (type: string): FetchHandler =>
  (url) => {
    if (!url.includes('/statements?')) return undefined;
    const query = new URL(url, 'http://localhost').searchParams;
    const name = `opentip-${query.get('kind')}-${query.get('from')}-${query.get('to')}.${query.get('format')}`;
    return new Response('x', {
      status: 200,
      headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` },
    });
  };
const calls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init as RequestInit }))
    .filter(({ url }) => url.pathname === '/api/v1/statements');

async function renderPanel(user = USERS_BY_KIND.individualRole, handler: FetchHandler = file('text/csv')) {
  const rendered = renderScreens('/statements', {
    user,
    handler,
    screens: { '/statements': <StatementsPanel user={user} today={TODAY} /> },
  });
  await screen.findByRole('button', { name: 'Download CSV' }, { timeout: 10_000 });
  return rendered;
}

describe('statements panel on the account screen', { timeout: 30_000 }, () => {
  it('is on /Home for a receiver and for a giver', async () => {
    const { unmount } = renderApp('/Home', { user: USERS_BY_KIND.individualRole });
    expect(await screen.findByRole('heading', { name: 'Statements' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Statement\b/)).toBeInTheDocument();
    unmount();
    renderApp('/Home', { user: USERS_BY_KIND.tipGiver });
    expect(await screen.findByRole('heading', { name: 'Statements' })).toBeInTheDocument();
    // A giver has only their receipts: no choice of statement to make.
    expect(screen.queryByLabelText(/^Statement\b/)).not.toBeInTheDocument();
  });

  it('downloads last month as CSV with the bearer token, and saves it under its name', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = await renderPanel();
    expect(screen.getByText('From Oct 1, 2026 to Oct 31, 2026')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [call] = calls(fetchMock);
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      format: 'csv',
      kind: 'received',
    });
    expect(new Headers(call!.init.headers).get('authorization')).toBe('Bearer token-1');
    expect(downloads[0]).toEqual({
      href: 'blob:statement-1',
      name: 'opentip-received-2026-10-01-2026-10-31.csv',
    });
  });

  it('asks for a tax year PDF of allocated tips for a team owner, showing progress meanwhile', async () => {
    const ue = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { fetchMock } = await renderPanel(USERS_BY_KIND.teamOwner, (url) =>
      url.includes('/statements?') ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    await ue.selectOptions(screen.getByLabelText(/^Statement\b/), 'allocated');
    await ue.selectOptions(screen.getByLabelText(/^Period/), 'ukTaxYear');
    await ue.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Preparing your statement…')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
    answer(new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const params = calls(fetchMock)[0]!.url.searchParams;
    expect([params.get('kind'), params.get('format'), params.get('from'), params.get('to')]).toEqual([
      'allocated',
      'pdf',
      '2026-04-06',
      '2027-04-05',
    ]);
    expect(downloads[0]!.name).toBe('opentip-allocated-2026-04-06-2027-04-05.pdf');
    await waitFor(() => expect(screen.queryByText('Preparing your statement…')).not.toBeInTheDocument());
  });

  it('refuses custom dates that end before they start, asking the server nothing', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = await renderPanel();
    await ue.selectOptions(screen.getByLabelText(/^Period/), 'custom');
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-11-15' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-11-01' } });
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Please choose a valid period (at most one year).')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2024-01-01' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-01-01' } });
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(calls(fetchMock)).toHaveLength(0);
  });

  it("shows the server's message when the statement cannot be made", async () => {
    const ue = userEvent.setup();
    await renderPanel(USERS_BY_KIND.individualRole, (url) =>
      url.includes('/statements?')
        ? json(400, {
            success: false,
            code: 'STATEMENT_PERIOD_INVALID',
            message: 'Please choose a valid period (at most one year).',
          })
        : undefined,
    );
    await ue.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('Please choose a valid period (at most one year).')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
    expect(
      within(screen.getByRole('region', { name: 'Statements' })).getByRole('button', {
        name: 'Download PDF',
      }),
    ).toBeEnabled();
  });

  it('names whole calendar periods: quarters, years and the UK tax year', () => {
    expect(periodOf('thisQuarter', TODAY)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodOf('lastQuarter', TODAY)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(periodOf('lastYear', TODAY)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(periodOf('lastUkTaxYear', new Date(2026, 2, 1))).toEqual({ from: '2024-04-06', to: '2025-04-05' });
    expect(periodOf('lastMonth', new Date(2026, 0, 10))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });
});
