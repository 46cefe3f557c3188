import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { figures, homeApi, sentTip } from './home-test-kit';

const receiver = makeUser();

/** The screen's code loads lazily, on a machine shared with other work. */
const SLOW = { timeout: 8000 };

describe('/Home for a receiver: today, balance and QR code on top', { timeout: 30_000 }, () => {
  it("shows today's tips and the balance in every currency held, never a silent zero", async () => {
    renderApp('/Home', {
      user: receiver,
      handler: homeApi({
        balance: {
          balance: figures('USD', { todayTips: 2, receivedToday: 1500, total: 1500, available: 0 }),
          otherCurrencies: [
            figures('EUR', { todayTips: 1, receivedToday: 2850, total: 2850, available: 2850 }),
          ],
        },
      }),
    });
    expect(await screen.findByTestId('home-today-count', {}, SLOW)).toHaveTextContent('3');
    expect(screen.getByTestId('home-today-amounts')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('home-today-amounts')).toHaveTextContent('€28.50');
    // USD all refunded, EUR held: the balance shows the EUR, not "$0.00".
    expect(screen.getByTestId('home-available')).toHaveTextContent('€28.50');
    expect(screen.getByTestId('home-available')).not.toHaveTextContent('$');
  });

  it('opens the dashboard and the QR page in one tap each', async () => {
    const ue = userEvent.setup();
    const { unmount } = renderApp('/Home', { user: receiver, handler: homeApi({}) });
    await ue.click(await screen.findByTestId('home-today', {}, SLOW));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/home$/));
    unmount();
    renderApp('/Home', { user: receiver, handler: homeApi({}) });
    const qrTile = await screen.findByTestId('home-qr', {}, SLOW);
    expect(await within(qrTile).findByRole('img', { name: 'Your QR code' })).toHaveAttribute(
      'data-link',
      'http://localhost/tip-receiver-details/ABCDEFGHJK',
    );
    await ue.click(qrTile);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/qrhome'));
  });

  it('says when nothing came in today, and when the figures cannot be loaded', async () => {
    const { unmount } = renderApp('/Home', { user: receiver, handler: homeApi({}) });
    expect(await screen.findByText('No tips yet today', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('home-available')).toHaveTextContent('$0.00');
    unmount();
    renderApp('/Home', { user: receiver, handler: homeApi({ balance: 'error' }) });
    expect(await screen.findByText('Your figures could not be loaded.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows team members and owners their day too', async () => {
    renderApp('/Home', { user: USERS_BY_KIND.teamMember, handler: homeApi({}) });
    expect(await screen.findByTestId('home-balance', {}, SLOW)).toBeInTheDocument();
  });
});

describe('/Home for a giver: "Give a tip" and the last tips given', { timeout: 30_000 }, () => {
  const giver = USERS_BY_KIND.tipGiver;

  it('lists the recent tips sent, asked for with type=sent', async () => {
    const { fetchMock } = renderApp('/Home', {
      user: giver,
      handler: homeApi({ sent: [sentTip('lucia', 500), sentTip('omar', 1200, 'EUR')] }),
    });
    const list = await screen.findByTestId('recent-tips', {}, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('lucia');
    expect(list).toHaveTextContent('€12.00');
    // The page's own button (the menu has one too).
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Give a tip' })).toHaveAttribute(
      'href',
      '/QRScan',
    );
    const call = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .find((u) => u.pathname === '/api/v1/transactions');
    expect(call?.searchParams.get('type')).toBe('sent');
    expect(screen.queryByTestId('home-balance')).not.toBeInTheDocument();
    expect(screen.queryByTestId('checklist')).not.toBeInTheDocument();
  });

  it('says so when no tip was given yet', async () => {
    renderApp('/Home', { user: giver, handler: homeApi({ sent: [] }) });
    expect(
      await screen.findByText('You have not given a tip in the last 30 days.', {}, SLOW),
    ).toBeInTheDocument();
  });
});
