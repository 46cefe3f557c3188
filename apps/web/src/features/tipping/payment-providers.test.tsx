import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { PaymentWaysData } from '@opentip/shared/schemas/payouts.schema';
import type { CreateTipData, NextAction } from '@opentip/shared/schemas/tips.schema';
import { Providers, createQueryClient } from '@/app/providers';
import { PHONE_POLLING } from '@/app/payments/bank-step-provider';
import { stubFetch, type FetchHandler } from '@test/render-app';
import { endAttempt } from './pay-attempt';
import { chosenType, offeredTypes, waysProblem } from './payment-ways';
import { PAYEE, callsTo, fail, ok, paidTip, renderTipping, storeTip } from './test-harness';
import { usePaymentWays } from './use-payment-ways.query';

const leavePageFor = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('@/app/payments/leave-page', () => ({ leavePageFor }));

const AMOUNTS = { tip: 1000, fee: 50, net: 950, total: 1000 };
const TIP_ID = paidTip(AMOUNTS).transaction.id;
const ways = (patch: Partial<PaymentWaysData>): PaymentWaysData => ({
  provider: 'sandbox',
  paymentTypes: ['card', 'applePay', 'googlePay'],
  mobileMoneyNetworks: [],
  publicKey: null,
  ...patch,
});
const PAYPAL = ways({ provider: 'paypal', paymentTypes: ['paypal'] });
const FLUTTERWAVE_KES = ways({
  provider: 'flutterwave',
  paymentTypes: ['mobileMoney', 'card'],
  mobileMoneyNetworks: ['MPESA'],
});

function waiting(action: NextAction, currency = 'USD'): CreateTipData {
  const paid = paidTip(AMOUNTS, currency);
  return {
    transaction: { ...paid.transaction, status: 'requiresAction' },
    feedbackToken: null,
    nextAction: action,
  };
}

const waysAnswer =
  (byCurrency: Record<string, PaymentWaysData>): FetchHandler =>
  (url) => {
    if (!url.includes('/payments/ways')) return undefined;
    const currency = new URL(url, 'http://x').searchParams.get('currency') ?? '';
    return ok(byCurrency[currency] ?? ways({ provider: 'paypal', paymentTypes: [] }));
  };

beforeEach(() => {
  endAttempt();
  leavePageFor.mockReset();
  window.sessionStorage.clear();
});
afterEach(() => {
  Object.assign(PHONE_POLLING, { everyMs: 3_000, giveUpMs: 180_000 });
});

describe('the ways a giver is offered', () => {
  it('are the receiver provider’s ways in the currency, the card rail’s wallets only where the device has them', () => {
    expect(offeredTypes(null, ['applePay'])).toEqual(['applePay', 'card']);
    expect(offeredTypes(ways({}), ['googlePay'])).toEqual(['googlePay', 'card']);
    expect(offeredTypes(PAYPAL, ['applePay'])).toEqual(['paypal']);
    expect(offeredTypes(FLUTTERWAVE_KES, [])).toEqual(['mobileMoney', 'card']);
    expect(chosenType('card', ['paypal'], PAYPAL)).toBe('paypal');
    expect(chosenType('paypal', ['card'], ways({}))).toBe('card');
    // A wallet the device has not answered about yet stays chosen (the probe decides).
    expect(chosenType('applePay', ['card'], ways({}))).toBe('applePay');
    expect(waysProblem(ways({ provider: null, paymentTypes: [] }))).toBe('payeeCannotReceive');
    expect(waysProblem(ways({ provider: 'paypal', paymentTypes: [] }))).toBe('currency');
    expect(waysProblem(PAYPAL)).toBeNull();
  });

  it('are asked again when the currency changes', async () => {
    const fetchMock = stubFetch(null, waysAnswer({ USD: PAYPAL, KES: FLUTTERWAVE_KES }));
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers queryClient={client}>{children}</Providers>
    );
    const { result, rerender } = renderHook(({ currency }) => usePaymentWays(PAYEE.id, currency), {
      wrapper,
      initialProps: { currency: 'USD' },
    });
    await waitFor(() => expect(result.current?.provider).toBe('paypal'));
    rerender({ currency: 'KES' });
    await waitFor(() => expect(result.current?.paymentTypes).toEqual(['mobileMoney', 'card']));
    const asked = callsTo(fetchMock, '/payments/ways').map(({ url }) =>
      new URL(url, 'http://x').searchParams.get('currency'),
    );
    expect(asked).toEqual(['USD', 'KES']);
  });

  it('offers PayPal only for a PayPal-paid receiver, and says so when none reaches them in the currency', async () => {
    storeTip();
    renderTipping('/CalculateTip', { handler: waysAnswer({ USD: PAYPAL }) });
    const choices = await screen.findByRole('group', { name: 'Pay with' });
    await waitFor(() => expect(within(choices).getAllByRole('radio')).toHaveLength(1));
    expect(within(choices).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('button', { name: /pay with paypal/i })).toBeEnabled();
  });

  it('says plainly when no way reaches the receiver in this currency', async () => {
    storeTip();
    renderTipping('/CalculateTip', { handler: waysAnswer({}) });
    expect(
      await screen.findByText('maria.server can’t be paid in USD. Please choose another currency.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pay with' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /continue to card details/i })).toBeDisabled();
  });
});

describe('PayPal in sandbox mode', () => {
  /** createtransactions asks for PayPal's approval until the sandbox order was answered. */
  function paypalServer(): FetchHandler {
    let decided: string | null = null;
    return (url, init) => {
      if (url.includes('/payments/ways')) return ok(PAYPAL);
      if (url.includes('/payments/paypal-sandbox/orders/')) {
        decided = (JSON.parse(String(init?.body)) as { result: string }).result;
        return ok({});
      }
      if (url.endsWith('/transactions/createtransactions')) {
        if (!decided) return ok(waiting({ type: 'approvePaypal', orderId: 'PAYPAL-ORDER-1' }));
        return decided === 'approve'
          ? ok({
              ...paidTip(AMOUNTS),
              transaction: { ...paidTip(AMOUNTS).transaction, paymentType: 'paypal', card: null },
            })
          : fail(402, 'PAYPAL_DECLINED', 'PayPal did not approve the payment.');
      }
      return undefined;
    };
  }

  it('approves in the stand-in dialog, then sends the same request again with the same key', async () => {
    storeTip();
    const { fetchMock } = renderTipping('/CalculateTip', { handler: paypalServer() });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: /pay with paypal/i }));
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^pay/i }));

    const paypal = await screen.findByRole('dialog', { name: 'PayPal (sandbox)' });
    expect(within(paypal).getByText('maria.server')).toBeInTheDocument();
    await ue.click(within(paypal).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tipConfirmation'));
    const order = callsTo(fetchMock, '/payments/paypal-sandbox/orders/PAYPAL-ORDER-1');
    expect(order.map(({ body }) => body)).toEqual([{ result: 'approve' }]);
    const tips = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tips).toHaveLength(2);
    expect(tips[1]?.headers.get('idempotency-key')).toBe(tips[0]?.headers.get('idempotency-key'));
    expect(tips[1]?.body).toEqual(tips[0]?.body);
    expect(tips[0]?.body).toMatchObject({ paymentType: 'paypal', amount: 1000 });
    expect(tips[0]?.body).not.toHaveProperty('paymentMethod');
  });

  it('shows the refusal when the giver cancels at PayPal', async () => {
    storeTip();
    renderTipping('/CalculateTip', { handler: paypalServer() });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: /pay with paypal/i }));
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^pay/i }));
    await ue.click(
      within(await screen.findByRole('dialog', { name: 'PayPal (sandbox)' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    // On the page and in a toast at once: a single-match query would wait out the toast.
    expect(await screen.findAllByText('PayPal did not approve the payment.')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/CalculateTip');
  });
});

describe('mobile money: the approval on the phone', () => {
  /** Waits on the phone until the sandbox phone answered; counts the requests. */
  function phoneServer() {
    let decided: string | null = null;
    const handler: FetchHandler = (url, init) => {
      if (url.includes('/payments/ways')) return ok(FLUTTERWAVE_KES);
      if (url.includes('/payments/flutterwave-sandbox/charges/')) {
        decided = (JSON.parse(String(init?.body)) as { result: string }).result;
        return ok({});
      }
      if (url.endsWith('/transactions/createtransactions')) {
        if (!decided)
          return ok(
            waiting(
              { type: 'confirmOnPhone', reference: 'FLW-REF-1', network: 'MPESA', phone: '+254712345678' },
              'KES',
            ),
          );
        return decided === 'approve'
          ? ok(paidTip(AMOUNTS, 'KES'))
          : fail(402, 'MOBILE_MONEY_DECLINED', 'The payment was declined on the phone.');
      }
      return undefined;
    };
    return handler;
  }

  async function payByPhone() {
    storeTip({ payee: { ...PAYEE, currency: 'KES' } });
    const rendered = renderTipping('/flutterwave', { handler: phoneServer() });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: 'Mobile money' }));
    await ue.type(screen.getByLabelText(/^phone number/i), '+254 712 345 678');
    await ue.click(screen.getByRole('button', { name: /^pay .*\d$/i }));
    return { ...rendered, ue };
  }

  it('asks again every few seconds until the sandbox phone approves, then stops', async () => {
    Object.assign(PHONE_POLLING, { everyMs: 20 });
    const { fetchMock, ue } = await payByPhone();
    const panel = await screen.findByRole('dialog', { name: 'Approve the payment on your phone' });
    expect(within(panel).getByText(/m-?pesa/i)).toBeInTheDocument();
    expect(within(panel).getByText('+254 ••• 678')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('M-Pesa');
    // The network has one choice here, so it was taken; the number went as digits.
    const first = callsTo(fetchMock, '/transactions/createtransactions')[0];
    expect(first?.body).toMatchObject({
      paymentType: 'mobileMoney',
      currency: 'KES',
      mobileMoney: { network: 'MPESA', phone: '+254712345678' },
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, '/transactions/createtransactions').length).toBeGreaterThan(2),
    );
    await ue.click(within(panel).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tipConfirmation'));
    const tips = callsTo(fetchMock, '/transactions/createtransactions');
    expect(new Set(tips.map(({ headers }) => headers.get('idempotency-key'))).size).toBe(1);
    const count = tips.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, '/transactions/createtransactions')).toHaveLength(count);
  });

  it('stops asking when the giver stops waiting, and says the tip still goes through if they approve', async () => {
    Object.assign(PHONE_POLLING, { everyMs: 20 });
    const { fetchMock, ue } = await payByPhone();
    const panel = await screen.findByRole('dialog', { name: 'Approve the payment on your phone' });
    await ue.click(within(panel).getByRole('button', { name: 'Stop waiting' }));
    expect(await screen.findByText(/you stopped waiting/i)).toBeInTheDocument();
    const count = callsTo(fetchMock, '/transactions/createtransactions').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo(fetchMock, '/transactions/createtransactions')).toHaveLength(count);
  });

  it('gives up after the longest wait with a clear message', async () => {
    Object.assign(PHONE_POLLING, { everyMs: 10, giveUpMs: 60 });
    await payByPhone();
    expect(await screen.findByText(/no answer came from your phone in time/i)).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Approve the payment on your phone' }),
    ).not.toBeInTheDocument();
  });

  it('asks for a phone number with its country code before sending anything', async () => {
    storeTip({ payee: { ...PAYEE, currency: 'KES' } });
    const { fetchMock } = renderTipping('/flutterwave', { handler: phoneServer() });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: 'Mobile money' }));
    await ue.type(screen.getByLabelText(/^phone number/i), '12');
    await ue.click(screen.getByRole('button', { name: /^pay .*\d$/i }));
    expect(
      await screen.findByText('Please enter the mobile-money phone number with its country code.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/transactions/createtransactions')).toHaveLength(0);
  });
});

describe("Flutterwave's card page: leaving and coming back", () => {
  const REDIRECT = 'https://checkout.flutterwave.example/pay/abc';

  it('keeps the attempt, goes to the page, and on return sends the same request for the outcome', async () => {
    storeTip({ payee: { ...PAYEE, currency: 'KES' } });
    const handler: FetchHandler = (url) => {
      if (url.includes('/payments/ways')) return ok(FLUTTERWAVE_KES);
      if (url.endsWith('/transactions/createtransactions'))
        return ok(waiting({ type: 'redirect', url: REDIRECT }, 'KES'));
      return undefined;
    };
    const { fetchMock, unmount } = renderTipping('/flutterwave', { handler });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: 'Credit or debit card' }));
    await ue.click(screen.getByRole('button', { name: /by card/i }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(REDIRECT));
    const left = callsTo(fetchMock, '/transactions/createtransactions')[0];
    expect(left?.body).toMatchObject({ paymentType: 'card', currency: 'KES' });
    expect(left?.body).not.toHaveProperty('paymentMethod');
    unmount();

    // The page is reloaded on the way back: the key lives in this tab's storage only.
    endAttempt();
    const back = renderTipping(`/flutterwave?tip=${TIP_ID}`, {
      handler: (url) =>
        url.endsWith('/transactions/createtransactions') ? ok(paidTip(AMOUNTS, 'KES')) : undefined,
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tipConfirmation'));
    const resent = callsTo(back.fetchMock, '/transactions/createtransactions');
    expect(resent).toHaveLength(1);
    expect(resent[0]?.headers.get('idempotency-key')).toBe(left?.headers.get('idempotency-key'));
    expect(resent[0]?.body).toEqual(left?.body);
    expect(window.sessionStorage.getItem('tipRedirectAttempt')).toBeNull();
  });

  it('says so when the card page was left unfinished, and lets the giver go back there', async () => {
    window.sessionStorage.setItem(
      'tipRedirectAttempt',
      JSON.stringify({
        tipId: TIP_ID,
        key: 'attempt-key-0001',
        body: { payee: PAYEE.id, amount: 1000, currency: 'KES', paymentType: 'card', coverFee: false },
      }),
    );
    const handler: FetchHandler = (url) =>
      url.endsWith('/transactions/createtransactions')
        ? ok(waiting({ type: 'redirect', url: REDIRECT }, 'KES'))
        : undefined;
    const { fetchMock } = renderTipping(`/publicFlutterwave?tip=${TIP_ID}`, { handler });
    expect(await screen.findByText(/was not finished on flutterwave’s page/i)).toBeInTheDocument();
    expect(leavePageFor).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(REDIRECT));
    const keys = callsTo(fetchMock, '/transactions/createtransactions').map(({ headers }) =>
      headers.get('idempotency-key'),
    );
    expect(keys).toEqual(['attempt-key-0001', 'attempt-key-0001']);
  });

  it('tells a tab that did not start the payment where its result goes', async () => {
    renderTipping(`/publicFlutterwave?tip=${TIP_ID}`);
    expect(await screen.findByText(/was not started in this tab/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tip' })).toBeInTheDocument();
  });
});
