import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { markQrSeen } from '@/app/qr-seen';
import { figures, homeApi } from './home-test-kit';

const user = makeUser();
const tipped = {
  balance: figures('USD', { todayTips: 1, receivedToday: 950, total: 950, available: 950 }),
  otherCurrencies: [],
};

const stateOf = (id: string) => screen.getByTestId(`checklist-${id}`).getAttribute('data-done');

/** The screen's code loads lazily, on a machine shared with other work. */
const SLOW = { timeout: 8000 };

describe("the new receiver's checklist on /Home", { timeout: 30_000 }, () => {
  it('shows three open steps, each leading to where it is done', async () => {
    renderApp('/Home', { user, handler: homeApi({ paymentsEnabled: false }) });
    expect(await screen.findByTestId('checklist', {}, SLOW)).toHaveTextContent('0 of 3 done');
    expect([stateOf('payouts'), stateOf('qr'), stateOf('firstTip')]).toEqual(['false', 'false', 'false']);
    expect(screen.getByRole('link', { name: 'Link payouts' })).toHaveAttribute('href', '/stripe');
    expect(screen.getByRole('link', { name: 'Open my QR code' })).toHaveAttribute('href', '/qrhome');
  });

  it('marks linked payouts and an opened QR code as done, per user', async () => {
    markQrSeen('someone-else');
    const { unmount } = renderApp('/Home', { user, handler: homeApi({ paymentsEnabled: true }) });
    await screen.findByTestId('checklist', {}, SLOW);
    expect([stateOf('payouts'), stateOf('qr'), stateOf('firstTip')]).toEqual(['true', 'false', 'false']);
    unmount();
    markQrSeen(user.id);
    renderApp('/Home', { user, handler: homeApi({ paymentsEnabled: true }) });
    await screen.findByTestId('checklist', {}, SLOW);
    expect(screen.getByTestId('checklist')).toHaveTextContent('2 of 3 done');
    expect(stateOf('qr')).toBe('true');
  });

  it('remembers opening /qrhome however the receiver got there', async () => {
    const { unmount } = renderApp('/qrhome', { user, handler: homeApi({}) });
    await waitFor(() => expect(window.localStorage.getItem(`qrSeen:${user.id}`)).toBe('true'));
    unmount();
    renderApp('/Home', { user, handler: homeApi({ paymentsEnabled: false }) });
    await screen.findByTestId('checklist', {}, SLOW);
    expect(stateOf('qr')).toBe('true');
  });

  it('disappears once payouts are linked, the QR code opened and a tip received', async () => {
    markQrSeen(user.id);
    renderApp('/Home', { user, handler: homeApi({ paymentsEnabled: true, balance: tipped }) });
    expect(await screen.findByTestId('home-today-count', {}, SLOW)).toHaveTextContent('1');
    expect(screen.queryByTestId('checklist')).not.toBeInTheDocument();
  });
});
