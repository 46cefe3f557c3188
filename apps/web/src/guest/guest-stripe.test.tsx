import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import { makeGuestInput, paidGuestTip } from '@test/guest-fixtures';
import { endAttempt } from '@/features/tipping/pay-attempt';
import { fakeStripe } from '@/app/payments/stripe-fake';
import { GuestApp } from './guest-app';
import { readGuestData } from './guest-data';
import { renderGuestPage } from './guest-server';
import { setGuestStrings } from './i18n/lite-translator';

// The guest graph as vite.guest.config.ts builds it: our small stand-ins, not the libraries.
vi.mock('react-i18next', () => import('./i18n/react-i18next-lite'));
vi.mock('i18next', () => import('./i18n/i18next-lite'));
vi.mock('react-router', () => import('./guest-router-lite'));
// stripe.js cannot be fetched in tests.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const loadStripeMock = vi.mocked(loadStripe);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;

beforeEach(() => {
  loadStripeMock.mockReset();
  endAttempt();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

let keyCount = 0;

/** The server's page hydrated, with createtransactions answering "paid"; returns what was sent. */
async function openLink(paid: string[]) {
  // A fresh publishable key per test: stripe.js objects are kept per key for the whole visit.
  const publishableKey = `pk_test_guest${++keyCount}`;
  window.history.replaceState(null, '', '/tip-receiver-details/ABCDEFGHJK');
  const page = renderGuestPage(
    makeGuestInput({
      payments: { provider: 'stripe', publishableKey, platformFeeBps: 0, accountCountry: 'US' },
    }),
  );
  document.body.innerHTML = `<script type="application/json" id="guest-data">${page.dataJson}</script><div id="root">${page.rootHtml}</div>`;
  const data = readGuestData();
  const container = document.getElementById('root');
  if (!data?.payee || !container) throw new Error('no page');
  const payee = data.payee;
  setGuestStrings(data.language, data.strings);
  await act(async () => {
    root = hydrateRoot(container, <GuestApp data={data} onPaid={(path) => paid.push(path)} />);
  });
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Response.json({ success: true, message: 'ok', data: paidGuestTip(payee, 1000) });
    }),
  );
  return bodies;
}

describe('the guest page in Stripe mode', () => {
  it('loads Stripe Elements only at the card step, and pays with the pm_ id after one confirmation', async () => {
    const fake = fakeStripe();
    loadStripeMock.mockResolvedValue(fake.asStripe);
    const paid: string[] = [];
    const bodies = await openLink(paid);
    const user = userEvent.setup();
    expect(loadStripeMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '$10' }));
    await user.click(screen.getByRole('button', { name: /Continue to card details/ }));
    expect(await screen.findByText('Card number')).toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledWith(expect.stringMatching(/^pk_test_guest/), { locale: 'en' });
    await waitFor(() => expect(document.querySelectorAll('iframe[title^="Secure card"]')).toHaveLength(3));

    act(() => fake.elements.completeAll());
    await user.type(screen.getByRole('textbox', { name: /^name on card/i }), 'Ana Guest');
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    expect(within(dialog).getByText('Visa •••• 4242')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));

    await waitFor(() => expect(paid).toEqual(['/tipConfirmation']));
    expect(bodies).toEqual([expect.objectContaining({ paymentMethod: 'pm_1Pfake4242visa', amount: 1000 })]);
  });

  it('offers the wallet the device has once there is a tip, and pays through its sheet', async () => {
    const fake = fakeStripe({ wallets: { applePay: true, googlePay: false } });
    loadStripeMock.mockResolvedValue(fake.asStripe);
    const paid: string[] = [];
    const bodies = await openLink(paid);
    const user = userEvent.setup();
    // Nothing asked of the device before the guest chooses an amount.
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '$10' }));
    await user.click(await screen.findByRole('radio', { name: 'Apple Pay' }));
    expect(screen.queryByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay with Apple Pay/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    const request = fake.requests[0];
    expect(request?.show).toHaveBeenCalled();
    const complete = request?.approve('pm_1Papplepay', 'applePay');
    await waitFor(() => expect(paid).toEqual(['/tipConfirmation']));
    expect(complete).toHaveBeenCalledWith('success');
    expect(bodies).toEqual([
      expect.objectContaining({ paymentType: 'applePay', paymentMethod: 'pm_1Papplepay' }),
    ]);
  });
});
