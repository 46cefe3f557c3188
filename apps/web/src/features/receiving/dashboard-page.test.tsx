import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { json, renderApp } from '@test/render-app';
import { act } from '@testing-library/react';
import { FakeLiveSocket } from '@/app/live/fake-live-socket';
import { liveTransport } from '@/app/live/live-transport';
import { callsTo, makeTip, ok, renderScreen, tipsPage } from './receiving-test-kit';

const receiver = makeUser({ id: 'u-1', currency: 'USD' });
const balance = (
  figures: Partial<
    Record<'todayTips' | 'receivedToday' | 'total' | 'available' | 'pending' | 'poolShares', number> & {
      nextAvailableAt: string;
    }
  > = {},
  otherCurrencies: unknown[] = [],
) =>
  ok({
    balance: {
      currency: 'USD',
      todayTips: 0,
      receivedToday: 0,
      total: 0,
      available: 0,
      pending: 0,
      nextAvailableAt: null,
      holdHours: 24,
      poolShares: 0,
      ...figures,
    },
    otherCurrencies,
  });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

afterEach(async () => {
  liveTransport.create = null;
  await i18next.changeLanguage('en');
});

describe('/home balance: one definition, kept live (issue 27)', () => {
  it('says what is pending and when it frees up, and a live tip updates the figures without reload', async () => {
    FakeLiveSocket.opened = [];
    liveTransport.create = FakeLiveSocket.create;
    const server = { available: 9769, pending: 2850, tips: [makeTip()] };
    renderApp('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance'))
          return balance({
            available: server.available,
            pending: server.pending,
            nextAvailableAt: '2026-11-29T14:00:00.000Z',
          });
        if (url.includes('/transactions?')) return tipsPage(server.tips);
      },
    });
    await waitFor(() => expect(screen.getByTestId('figure-available')).toHaveTextContent('$97.69'));
    expect(screen.getByTestId('figure-pending')).toHaveTextContent('$28.50');
    expect(screen.getByTestId('pending-note-USD')).toHaveTextContent(
      /Pending \$28\.50 — available 24 h after each tip\. Next part available Nov 29, 2026/,
    );
    expect(await screen.findAllByTestId('tip-row')).toHaveLength(1);

    const socket = FakeLiveSocket.latest();
    act(() => socket.open());
    act(() => socket.receive({ type: 'ready', userId: 'u-1' }));
    server.pending = 3850;
    server.tips = [makeTip({ id: 'tip-new' }), ...server.tips];
    const tip = {
      id: '00000000-0000-4000-8000-0000000000b1',
      type: 'tipReceived',
      data: { transactionId: 'tip-new', currency: 'USD', amount: 1000, net: 1000, creditTo: 'user' },
      read: false,
      createdAt: new Date().toISOString(),
    };
    act(() => socket.receive({ type: 'notification', notification: tip, unreadCount: 1 }));
    await waitFor(() => expect(screen.getByTestId('figure-pending')).toHaveTextContent('$38.50'));
    expect(await screen.findAllByTestId('tip-row')).toHaveLength(2);
  });
});

describe('/home dashboard of a receiver', () => {
  it('shows the balance figures and the tips with fee and net, in the user currency', async () => {
    const tips = [
      makeTip({ amounts: { tip: 1000, fee: 50, net: 950, total: 1000 }, comment: 'Lovely dinner' }),
      makeTip({
        giver: null,
        coverFee: true,
        amounts: { tip: 2000, fee: 100, net: 2000, total: 2100 },
        createdAt: daysAgo(3),
      }),
    ];
    const { fetchMock } = renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance'))
          return balance({ todayTips: 1, receivedToday: 950, total: 123456, available: 120000 });
        if (url.includes('/transactions?')) return tipsPage(tips);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('figure-available')).toHaveTextContent('$1,200.00'));
    expect(screen.getByTestId('figure-todayTips')).toHaveTextContent("Today's tips1");
    expect(screen.getByTestId('figure-receivedToday')).toHaveTextContent('$9.50');
    expect(screen.getByTestId('figure-total')).toHaveTextContent('$1,234.56');

    const rows = await screen.findAllByTestId('tip-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('tip-amount')).toHaveTextContent('$9.50');
    expect(within(rows[0]!).getByTestId('tip-breakdown')).toHaveTextContent('Tip $10.00 − fee $0.50');
    expect(within(rows[0]!).getByText('“Lovely dinner”')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('VISA •••• 4242')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Guest')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('tip-amount')).toHaveTextContent('$20.00');
    expect(within(rows[1]!).getByTestId('tip-breakdown')).toHaveTextContent(
      'Tip $20.00, fee $1.00 paid by the giver',
    );

    // Thirty daily bars, today's holding the net of today's tip.
    const bars = screen.getByTestId('tips-chart').querySelectorAll('.chart__bar');
    expect(bars).toHaveLength(30);
    expect(bars[29]?.getAttribute('data-amount')).toBe('950');
    expect(bars[26]?.getAttribute('data-amount')).toBe('2000');

    const [call] = callsTo(fetchMock, '/transactions');
    const query = call!.url.searchParams;
    expect(query.get('type')).toBe('received');
    expect(query.get('limit')).toBe('100');
    const start = new Date(query.get('startDate')!);
    const end = new Date(query.get('endDate')!);
    expect(Math.round((end.getTime() - start.getTime()) / 86_400_000)).toBe(30);
    expect([start.getHours(), start.getMinutes(), end.getHours(), end.getMinutes()]).toEqual([0, 0, 0, 0]);
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it("shows a team member's pool shares beside the balance, and no such figure without shares", async () => {
    const { unmount } = renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance'))
          return balance({ total: 0, available: 4500, poolShares: 4500 });
        if (url.includes('/transactions?')) return tipsPage([]);
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('figure-poolShares')).toHaveTextContent('Team pool shares$45.00'),
    );
    expect(screen.getByTestId('figure-available')).toHaveTextContent('$45.00');
    unmount();
    renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance({ total: 950, available: 950 });
        if (url.includes('/transactions?')) return tipsPage([]);
      },
    });
    await waitFor(() => expect(screen.getByTestId('figure-available')).toHaveTextContent('$9.50'));
    expect(screen.queryByTestId('figure-poolShares')).not.toBeInTheDocument();
  });

  it("formats amounts for the reader's language", async () => {
    await i18next.changeLanguage('fr');
    renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance({ available: 123456 });
        if (url.includes('/transactions?')) return tipsPage([]);
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('figure-available').textContent).toMatch(/1\s234,56\s\$US/),
    );
  });

  it('keeps each amount whole inside Arabic right-to-left text', async () => {
    await i18next.changeLanguage('ar');
    renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance({ available: 3872 });
        if (url.includes('/transactions?')) return tipsPage([makeTip()]);
      },
    });
    // A left-to-right isolate around "38.72 US$", so the bidi rules cannot turn it into "$US 38.72".
    await waitFor(() =>
      expect(screen.getByTestId('figure-available').querySelector('dd')?.textContent).toMatch(
        /^\u2066.*38.72.*US\$\u2069$/,
      ),
    );
    expect((await screen.findByTestId('tip-breakdown')).textContent).toMatch(
      /\u2066.*10.00.*US\$\u2069.*\u2066.*0.50.*US\$\u2069/,
    );
  });

  it('keeps showing the USD tips and figures after the default currency became EUR, never as a zero', async () => {
    renderScreen('/home', {
      user: { ...receiver, currency: 'EUR' },
      handler: (url) => {
        if (url.includes('/payee/getBalance'))
          return ok({
            balance: {
              currency: 'EUR',
              todayTips: 0,
              receivedToday: 0,
              total: 0,
              available: 0,
              poolShares: 0,
              pending: 0,
              nextAvailableAt: null,
              holdHours: 24,
            },
            otherCurrencies: [
              {
                currency: 'USD',
                todayTips: 2,
                receivedToday: 1425,
                total: 4425,
                available: 4000,
                poolShares: 0,
                pending: 0,
                nextAvailableAt: null,
                holdHours: 24,
              },
            ],
          });
        if (url.includes('/transactions?'))
          return tipsPage([
            makeTip({ amounts: { net: 1425 } }),
            makeTip({ amounts: { net: 3000 }, createdAt: daysAgo(2) }),
          ]);
      },
    });
    const usd = await screen.findByTestId('figures-USD');
    await waitFor(() => expect(within(usd).getByTestId('figure-available')).toHaveTextContent('$40.00'));
    expect(within(usd).getByTestId('figure-total')).toHaveTextContent('$44.25');
    expect(within(usd).getByTestId('figure-receivedToday')).toHaveTextContent('$14.25');
    expect(within(usd).getByTestId('figure-todayTips')).toHaveTextContent('2');
    expect(screen.queryByTestId('figures-EUR')).not.toBeInTheDocument();
    expect(screen.getByTestId('currency-note')).toHaveTextContent(
      'Nothing received in EUR, your default currency, yet.',
    );
    expect((await screen.findAllByTestId('tip-amount'))[0]).toHaveTextContent('$14.25');
    expect(screen.getByRole('heading', { name: 'Tips per day in USD' })).toBeInTheDocument();
    const bars = screen.getByTestId('tips-chart').querySelectorAll('.chart__bar');
    expect(bars[29]?.getAttribute('data-amount')).toBe('1425');
  });

  it('shows the figures of every currency held, and a chart per currency', async () => {
    const user = userEvent.setup();
    renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance'))
          return balance({ todayTips: 1, receivedToday: 950, total: 950, available: 950 }, [
            {
              currency: 'EUR',
              todayTips: 0,
              receivedToday: 0,
              total: 1500,
              available: 1500,
              poolShares: 0,
              pending: 0,
              nextAvailableAt: null,
              holdHours: 24,
            },
          ]);
        if (url.includes('/transactions?'))
          return tipsPage([
            makeTip(),
            makeTip({ currency: 'EUR', amounts: { net: 1425 }, createdAt: daysAgo(1) }),
          ]);
      },
    });
    const eur = await screen.findByTestId('figures-EUR');
    await waitFor(() => expect(within(eur).getByTestId('figure-total')).toHaveTextContent('€15.00'));
    expect(within(screen.getByTestId('figures-USD')).getByTestId('figure-total')).toHaveTextContent('$9.50');
    expect(screen.getByRole('heading', { name: 'US Dollar (USD)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Euro (EUR)' })).toBeInTheDocument();
    expect(screen.queryByTestId('currency-note')).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Tips per day in USD' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EUR' }));
    expect(screen.getByRole('heading', { name: 'Tips per day in EUR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    const bars = screen.getByTestId('tips-chart').querySelectorAll('.chart__bar');
    expect(bars[28]?.getAttribute('data-amount')).toBe('1425');
    expect(screen.getByText(/Each currency has its own chart/)).toBeInTheDocument();
  });

  it('says "No data found" when there is no tip at all, with the way to the QR code', async () => {
    renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance();
        if (url.includes('/transactions?')) return tipsPage([]);
      },
    });
    expect(await screen.findByRole('heading', { name: 'No data found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'My QR code' }).at(-1)).toHaveAttribute('href', '/qrhome');
    expect(screen.queryByTestId('tips-chart')).not.toBeInTheDocument();
  });

  it('filters by type and search, says "No record found" when nothing matches, and resets', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance();
        if (url.includes('/transactions?')) return tipsPage(url.includes('search=') ? [] : [makeTip()]);
      },
    });
    await screen.findByTestId('tip-row');
    await ue.click(screen.getByRole('radio', { name: 'Sent' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/transactions').at(-1)!.url.searchParams.get('type')).toBe('sent'),
    );
    await ue.click(screen.getByRole('radio', { name: 'All' }));
    await ue.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No record found' })).toBeInTheDocument();
    const searched = callsTo(fetchMock, '/transactions').at(-1)!.url.searchParams;
    expect([searched.get('type'), searched.get('search')]).toEqual(['all', 'nobody']);
    // One request for the whole word, not one per letter.
    expect(callsTo(fetchMock, '/transactions').filter((c) => c.url.searchParams.has('search'))).toHaveLength(
      1,
    );

    await ue.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]!);
    expect(await screen.findByTestId('tip-row')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Received' })).toBeChecked();
  });

  it('refuses a start date after the end date without asking the server', async () => {
    const ue = userEvent.setup();
    const { fetchMock } = renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance();
        if (url.includes('/transactions?')) return tipsPage([makeTip()]);
      },
    });
    await screen.findByTestId('tip-row');
    const before = callsTo(fetchMock, '/transactions').length;
    const from = screen.getByLabelText('From');
    await ue.clear(from);
    await ue.type(from, '2099-01-01');
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/transactions')).toHaveLength(before);
  });

  it("shows a team owner the team pool's tips", async () => {
    const { fetchMock } = renderScreen('/home', {
      user: USERS_BY_KIND.teamOwner,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance();
        if (url.includes('/transactions?')) return tipsPage([]);
      },
    });
    await screen.findByRole('heading', { name: 'No data found' });
    expect(callsTo(fetchMock, '/transactions')[0]!.url.searchParams.get('teamLogin')).toBe('true');
  });

  it('shows the server message when the list cannot be loaded, and tries again', async () => {
    const ue = userEvent.setup();
    let fail = true;
    renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance();
        if (url.includes('/transactions?'))
          return fail
            ? json(404, { success: false, code: 'TEAM_NOT_FOUND', message: 'Team not found.' })
            : tipsPage([makeTip()]);
      },
    });
    expect(await screen.findByText('Team not found.')).toBeInTheDocument();
    fail = false;
    await ue.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('tip-row')).toBeInTheDocument();
  });
});

describe('/home dashboard of a tip giver', () => {
  it('shows what they gave (what the card was charged) and never asks for a balance', async () => {
    const giver = USERS_BY_KIND.tipGiver;
    const gave = [
      makeTip({
        giver: { id: giver.id, username: giver.username, profileImg: null },
        payee: { id: 'r-1', username: 'lucas', profileImg: null },
        coverFee: true,
        amounts: { tip: 1000, fee: 50, net: 1000, total: 1050 },
      }),
      makeTip({
        giver: { id: giver.id, username: giver.username, profileImg: null },
        payee: { id: 'r-2', username: 'ana', profileImg: null },
        createdAt: daysAgo(5),
        amounts: { tip: 500, fee: 25, net: 475, total: 500 },
      }),
    ];
    const { fetchMock } = renderScreen('/home', {
      user: giver,
      handler: (url) => (url.includes('/transactions?') ? tipsPage(gave) : undefined),
    });
    await waitFor(() => expect(screen.getByTestId('figure-total')).toHaveTextContent('$15.50'));
    expect(screen.getByTestId('figure-givenToday')).toHaveTextContent('$10.50');
    expect(screen.getByTestId('figure-todayTips')).toHaveTextContent('1');
    expect(screen.getByTestId('figure-count')).toHaveTextContent('2');
    const rows = await screen.findAllByTestId('tip-row');
    expect(within(rows[0]!).getByText('lucas')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('tip-amount')).toHaveTextContent('$10.50');
    expect(within(rows[0]!).getByTestId('tip-breakdown')).toHaveTextContent('Tip $10.00 + fee $0.50');
    expect(callsTo(fetchMock, '/payee/getBalance')).toHaveLength(0);
    expect(callsTo(fetchMock, '/transactions')[0]!.url.searchParams.get('type')).toBe('sent');
  });
});
