import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { CreateTipData, NextAction, PayeeDetails } from '@opentip/shared/schemas/tips.schema';
import { makePayeeDetails } from '@test/fixtures';
import { makeGuestInput, paidGuestTip } from '@test/guest-fixtures';
import { PHONE_POLLING } from '@/app/payments/bank-step-provider';
import { endAttempt } from '@/features/tipping/pay-attempt';
import { GuestApp } from './guest-app';
import { readGuestData } from './guest-data';
import { renderGuestPage } from './guest-server';
import { setGuestStrings } from './i18n/lite-translator';

// The guest graph as vite.guest.config.ts builds it: our small stand-ins, not the libraries.
vi.mock('react-i18next', () => import('./i18n/react-i18next-lite'));
vi.mock('i18next', () => import('./i18n/i18next-lite'));
vi.mock('react-router', () => import('./guest-router-lite'));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;

beforeEach(() => {
  endAttempt();
  window.localStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  Object.assign(PHONE_POLLING, { everyMs: 3_000, giveUpMs: 180_000 });
});

type Call = { url: string; key: string | null; body: Record<string, unknown> | null };

/** The server's page for a receiver paid through `ways`, hydrated, with `answer` as the API. */
async function openLink(payee: PayeeDetails, ways: PaymentWaysData, answer: (call: Call) => unknown) {
  window.history.replaceState(null, '', '/tip-receiver-details/ABCDEFGHJK');
  const page = renderGuestPage(makeGuestInput({ payee, paymentWays: ways, connectedAccountId: null }));
  document.body.innerHTML = `<script type="application/json" id="guest-data">${page.dataJson}</script><div id="root">${page.rootHtml}</div>`;
  const data = readGuestData();
  const container = document.getElementById('root');
  if (!data?.payee || !container) throw new Error('no page');
  setGuestStrings(data.language, data.strings);
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        url,
        key: new Headers(init?.headers).get('idempotency-key'),
        body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      };
      calls.push(call);
      const result = answer(call);
      return result instanceof Response
        ? result
        : Response.json({ success: true, message: 'ok', data: result });
    }),
  );
  const paid: string[] = [];
  await act(async () => {
    root = hydrateRoot(container, <GuestApp data={data} onPaid={(path) => paid.push(path)} />);
  });
  return { calls, paid };
}

function waiting(payee: PayeeDetails, action: NextAction): CreateTipData {
  const paid = paidGuestTip(payee, 1000);
  return {
    transaction: { ...paid.transaction, status: 'requiresAction' },
    feedbackToken: null,
    nextAction: action,
  };
}

const tipCalls = (calls: Call[]) =>
  calls.filter(({ url }) => url.endsWith('/transactions/createtransactions'));

describe('the guest page for a receiver paid through PayPal', () => {
  it('offers PayPal only, and pays after the sandbox approval with the same request again', async () => {
    const payee = makePayeeDetails({ username: 'maria', currency: 'USD' });
    let approved = false;
    const { calls, paid } = await openLink(
      payee,
      { provider: 'paypal', paymentTypes: ['paypal'], mobileMoneyNetworks: [], publicKey: null },
      ({ url }) => {
        if (url.includes('/payments/paypal-sandbox/orders/ORDER-7')) {
          approved = true;
          return {};
        }
        if (url.includes('/payments/ways'))
          return { provider: 'paypal', paymentTypes: ['paypal'], mobileMoneyNetworks: [], publicKey: null };
        return approved
          ? paidGuestTip(payee, 1000)
          : waiting(payee, { type: 'approvePaypal', orderId: 'ORDER-7' });
      },
    );
    const user = userEvent.setup();
    const choices = screen.getByRole('group', { name: 'Pay with' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['paypal']);
    await user.click(screen.getByRole('radio', { name: '$10' }));
    await user.click(screen.getByRole('button', { name: /Pay with PayPal/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Pay/ }));
    const paypal = await screen.findByRole('dialog', { name: 'PayPal (sandbox)' });
    await user.click(within(paypal).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(paid).toEqual(['/tipConfirmation']));
    const tips = tipCalls(calls);
    expect(tips).toHaveLength(2);
    expect(tips[1]?.key).toBe(tips[0]?.key);
    expect(tips[0]?.body).toMatchObject({ paymentType: 'paypal', amount: 1000, currency: 'USD' });
  });
});

describe('the guest page for a receiver paid through Flutterwave', () => {
  it('takes mobile money on /publicFlutterwave and waits for the sandbox phone', async () => {
    Object.assign(PHONE_POLLING, { everyMs: 20 });
    const payee = makePayeeDetails({ username: 'amani', currency: 'KES' });
    const ways: PaymentWaysData = {
      provider: 'flutterwave',
      paymentTypes: ['mobileMoney', 'card'],
      mobileMoneyNetworks: ['MPESA'],
      publicKey: null,
    };
    let approved = false;
    const { calls, paid } = await openLink(payee, ways, ({ url }) => {
      if (url.includes('/payments/flutterwave-sandbox/charges/FLW-1')) {
        approved = true;
        return {};
      }
      if (url.includes('/payments/ways')) return ways;
      return approved
        ? paidGuestTip(payee, 1000)
        : waiting(payee, {
            type: 'confirmOnPhone',
            reference: 'FLW-1',
            network: 'MPESA',
            phone: '+254712345678',
          });
    });
    const user = userEvent.setup();
    const presets = screen.getAllByRole('radio', { name: /Ksh|KES/ });
    await user.click(presets[0]!);
    await user.click(screen.getByRole('button', { name: /^Continue to payment/ }));

    expect(window.location.pathname).toBe('/publicFlutterwave');
    await user.click(await screen.findByRole('radio', { name: 'Mobile money' }));
    await user.type(screen.getByLabelText(/^Phone number/), '+254712345678');
    await user.click(screen.getByRole('button', { name: /^Pay .*\d$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Approve the payment on your phone' });
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(paid).toEqual(['/tipConfirmation']));
    const tips = tipCalls(calls);
    expect(new Set(tips.map(({ key }) => key)).size).toBe(1);
    expect(tips[0]?.body).toMatchObject({
      paymentType: 'mobileMoney',
      currency: 'KES',
      mobileMoney: { network: 'MPESA', phone: '+254712345678' },
    });
  });
});
