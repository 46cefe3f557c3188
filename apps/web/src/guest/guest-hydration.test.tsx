import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeGuestInput, paidGuestTip } from '@test/guest-fixtures';
import { parseTipDraft } from '@/features/tipping/tip-draft';
import { parseTipResult } from '@/features/tipping/tip-result';
import { GuestApp } from './guest-app';
import { readGuestData } from './guest-data';
import { readEarlyChoices } from './early-choices';
import { renderGuestPage } from './guest-server';
import { setGuestStrings } from './i18n/lite-translator';

// The guest graph as vite.guest.config.ts builds it: our small stand-ins, not the libraries.
vi.mock('react-i18next', () => import('./i18n/react-i18next-lite'));
vi.mock('i18next', () => import('./i18n/i18next-lite'));
vi.mock('react-router', () => import('./guest-router-lite'));

const LINK = '/tip-receiver-details/ABCDEFGHJK';
let root: Root | null = null;
let recoverable: unknown[] = [];
// hydrateRoot is driven by hand here (Testing Library's render would create the root itself).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  recoverable = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.sessionStorage.clear();
});

/** The server's answer in the document, then the browser's hydration, as guest-client does it. */
async function openLink(
  onPaid?: (path: string) => void,
  input = makeGuestInput(),
  beforeHydration?: (container: HTMLElement) => void,
) {
  window.history.replaceState(null, '', LINK);
  const page = renderGuestPage(input);
  document.body.innerHTML = `<script type="application/json" id="guest-data">${page.dataJson}</script><div id="root">${page.rootHtml}</div>`;
  const data = readGuestData();
  if (!data) throw new Error('no guest data');
  setGuestStrings(data.language, data.strings);
  const container = document.getElementById('root');
  if (!container) throw new Error('no root');
  beforeHydration?.(container);
  const early = readEarlyChoices(container);
  await act(async () => {
    root = hydrateRoot(container, <GuestApp data={data} onPaid={onPaid} early={early} />, {
      // React reports a mismatch here; Preact (what ships) has no such report: the test checks the DOM.
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  return data;
}

describe("the guest's tip page in the browser", () => {
  it('hydrates the server markup without a mismatch', async () => {
    window.localStorage.setItem('defaultCurrency', 'EUR');
    window.localStorage.setItem(
      'tip',
      JSON.stringify({ payeeId: 'someone-else', email: 'guest@example.com' }),
    );
    const errors = vi.spyOn(console, 'error');
    let serverElements: Element[] = [];
    await openLink(undefined, makeGuestInput(), (container) => {
      serverElements = [...container.querySelectorAll('*')];
    });
    // Stored values apply after hydration: the last receipt address comes back.
    expect(await screen.findByDisplayValue('guest@example.com')).toBeInTheDocument();
    expect(screen.getByText('Amounts in USD')).toBeInTheDocument();
    // Hydration adopted the server's elements rather than drawing the page again beside them.
    expect(serverElements.length).toBeGreaterThan(20);
    expect(serverElements.filter((element) => !element.isConnected)).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
    errors.mockRestore();
  });

  it('keeps a preset tapped before the page hydrated', async () => {
    const errors = vi.spyOn(console, 'error');
    await openLink(undefined, makeGuestInput(), (container) => {
      // The browser checks the radio itself while the page's code is still on its way.
      const preset = container.querySelector<HTMLInputElement>('input[name="tip-preset"][value="1000"]');
      if (!preset) throw new Error('no $10 preset');
      preset.checked = true;
    });
    expect(screen.getByRole('radio', { name: '$10' })).toBeChecked();
    await waitFor(() => expect(document.querySelector('.tip-total__value')).toHaveTextContent('$10.00'));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('goes from a preset to the card form in the page, and back with the browser', async () => {
    const user = userEvent.setup();
    await openLink();
    await user.click(screen.getByRole('radio', { name: '$10' }));
    // Stored after the screen shows the choice (an effect), so a reload keeps it.
    const stored = () => parseTipDraft(JSON.parse(window.localStorage.getItem('tip') ?? 'null'));
    await waitFor(() =>
      expect(stored()).toMatchObject({
        payeeCode: 'ABCDEFGHJK',
        payeeId: 'u-1',
        mode: 'amount',
        amountText: '10',
      }),
    );
    expect(stored()?.connectedAccountId).toBe('acct_sandbox_1');

    await user.click(screen.getByRole('button', { name: /Continue to card details/ }));
    expect(await screen.findByLabelText(/Card number/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/add-card');

    act(() => window.history.back());
    expect(await screen.findByRole('radio', { name: '$10' })).toBeChecked();
    expect(window.location.pathname).toBe(LINK);
  });

  it('pays with the sandbox card after one confirmation, then opens the success screen', async () => {
    const user = userEvent.setup();
    const data = await openLink((path) => paid.push(path));
    const paid: string[] = [];
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        const body = url.endsWith('/payments/sandbox/tokens')
          ? { paymentMethod: { token: 'tok_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } }
          : paidGuestTip(data.payee ?? makeGuestInput().payee!, 1000);
        return new Response(JSON.stringify({ success: true, message: 'ok', data: body }), { status: 200 });
      }),
    );
    await user.click(screen.getByRole('radio', { name: '$10' }));
    await user.click(screen.getByRole('button', { name: /Continue to card details/ }));
    await user.type(await screen.findByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry date/), '1230');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/Name on card/), 'Guest Giver');
    await user.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));

    await waitFor(() => expect(paid).toEqual(['/tipConfirmation']));
    const create = calls.find((call) => call.url.endsWith('/transactions/createtransactions'));
    expect(new Headers(create?.init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(create?.init?.body))).toMatchObject({
      payee: 'u-1',
      amount: 1000,
      paymentMethod: 'tok_1',
    });
    expect(parseTipResult(JSON.parse(window.sessionStorage.getItem('tipResult') ?? 'null'))).not.toBeNull();
    expect(window.localStorage.getItem('tip')).toBeNull();
  });

  it('pays with a sandbox wallet after the one confirmation', async () => {
    const user = userEvent.setup();
    const paid: string[] = [];
    const data = await openLink((path) => paid.push(path));
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        const body = url.endsWith('/payments/sandbox/tokens')
          ? {
              paymentMethod: {
                token: 'tok_wallet',
                brand: 'visa',
                last4: '0000',
                expMonth: 1,
                expYear: 2031,
              },
            }
          : paidGuestTip(data.payee!, 500);
        return new Response(JSON.stringify({ success: true, message: 'ok', data: body }), { status: 200 });
      }),
    );
    await user.click(screen.getByRole('radio', { name: '$5' }));
    await user.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    await user.click(screen.getByRole('button', { name: /Pay with Apple Pay/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $5.00' }));
    await waitFor(() => expect(paid).toEqual(['/tipConfirmation']));
    expect(bodies).toEqual([
      { type: 'applePay' },
      expect.objectContaining({ paymentType: 'applePay', paymentMethod: 'tok_wallet', amount: 500 }),
    ]);
  });

  it('asks again with the same Idempotency-Key after a network failure', async () => {
    const user = userEvent.setup();
    const paid: string[] = [];
    const data = await openLink((path) => paid.push(path));
    const keys: (string | null)[] = [];
    let failNext = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/payments/sandbox/tokens'))
          return Response.json({
            data: {
              paymentMethod: { token: 'tok_w', brand: 'visa', last4: '1', expMonth: 1, expYear: 2031 },
            },
          });
        keys.push(new Headers(init?.headers).get('idempotency-key'));
        if (failNext) {
          failNext = false;
          throw new TypeError('Failed to fetch');
        }
        return Response.json({ success: true, message: 'ok', data: paidGuestTip(data.payee!, 500) });
      }),
    );
    await user.click(screen.getByRole('radio', { name: '$5' }));
    await user.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await user.click(screen.getByRole('button', { name: /Pay with Google Pay/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $5.00' }));
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    expect(screen.getByText('Trying again is safe: you will not be charged twice.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(paid).toEqual(['/tipConfirmation']));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the receiver cannot be paid yet, and does not go on', async () => {
    const user = userEvent.setup();
    await openLink(undefined, makeGuestInput({ connectedAccountId: null }));
    expect(screen.getByRole('status')).toHaveTextContent(/.+/);
    expect(screen.getByRole('button', { name: /Continue to card details/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '$10' }));
    expect(window.location.pathname).toBe(LINK);
  });
});
