import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stripe } from '@stripe/stripe-js';
import { makeUser } from '@test/fixtures';
import type { FetchHandler } from '@test/render-app';
import { endAttempt } from './pay-attempt';
import {
  authenticationAsked,
  callsTo,
  fail,
  fillCard,
  ok,
  paidTip,
  paymentsHandler,
  renderTipping,
  savedCardOf,
  storeTip,
  tokenAnswer,
} from './test-harness';

const loadStripeFor = vi.hoisted(() => vi.fn<(key: string) => Promise<Stripe>>());
vi.mock('@/app/payments/load-stripe', () => ({ loadStripeFor }));

const AMOUNTS = { tip: 1000, fee: 50, net: 950, total: 1000 };
const SECRET = 'pi_sandbox_1_secret_abc';
const AUTH_FAILED = () =>
  fail(
    402,
    'AUTHENTICATION_FAILED',
    'The payment was not confirmed with your bank, so nothing was charged. Please try again or use another card.',
  );

/**
 * A sandbox server for a card that needs 3-D Secure: createtransactions asks for the bank's check
 * until it was answered, then answers with the outcome; a new Idempotency-Key starts over.
 */
function threeDSecureServer() {
  const outcome = new Map<string, 'complete' | 'fail'>();
  let answered: 'complete' | 'fail' | null = null;
  const handler: FetchHandler = (url, init) => {
    if (url.endsWith('/payments/sandbox/tokens')) return tokenAnswer('tok_sandbox_3ds00000000000000000000');
    if (url.endsWith('/payments/sandbox/authenticate')) {
      answered = (JSON.parse(String(init?.body)) as { result: 'complete' | 'fail' }).result;
      return ok({}, 'OK');
    }
    if (url.endsWith('/transactions/createtransactions')) {
      const key = new Headers(init?.headers).get('idempotency-key') ?? '';
      if (answered && !outcome.has(key)) outcome.set(key, answered);
      answered = null;
      const result = outcome.get(key);
      if (!result) return ok(authenticationAsked(AMOUNTS, SECRET));
      return result === 'complete' ? ok(paidTip(AMOUNTS), 'Transaction Successful') : AUTH_FAILED();
    }
    return undefined;
  };
  return handler;
}

beforeEach(() => {
  endAttempt();
  loadStripeFor.mockReset();
});

describe('3-D Secure in sandbox mode: our stand-in for the bank page', () => {
  it('pays after "Confirm payment", sending the same request again with the same key', async () => {
    storeTip();
    const { fetchMock } = renderTipping('/add-card', { handler: threeDSecureServer() });
    const ue = userEvent.setup();
    await fillCard('4000002500003155');
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));

    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(within(bank).getByText(/test mode/i)).toBeInTheDocument();
    expect(within(bank).getByText('maria.server')).toBeInTheDocument();
    expect(within(bank).getByText('$10.00')).toBeInTheDocument();
    // Only the bank's dialog is open, and a reload now would find the tip still set up.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(window.localStorage.getItem('tip')).not.toBeNull();
    await ue.click(within(bank).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    expect(callsTo(fetchMock, '/payments/sandbox/authenticate').map((call) => call.body)).toEqual([
      { clientSecret: SECRET, result: 'complete' },
    ]);
    const tips = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tips).toHaveLength(2);
    expect(tips[1]?.headers.get('idempotency-key')).toBe(tips[0]?.headers.get('idempotency-key'));
    expect(tips[1]?.body).toEqual(tips[0]?.body);
    expect(window.localStorage.getItem('tip')).toBeNull();
    expect(loadStripeFor).not.toHaveBeenCalled();
  });

  it('shows the bank refusal like a card failure after "Fail"; trying again is a new attempt', async () => {
    storeTip();
    const { fetchMock } = renderTipping('/add-card', { handler: threeDSecureServer() });
    const ue = userEvent.setup();
    await fillCard('4000002500003155');
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    let bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await ue.click(within(bank).getByRole('button', { name: 'Fail authentication' }));

    const failure = await screen.findByRole('alert');
    expect(
      within(failure).getByText(/not confirmed with your bank, so nothing was charged/),
    ).toBeInTheDocument();
    expect(within(failure).getByRole('button', { name: 'Use another card' })).toBeInTheDocument();
    expect(window.localStorage.getItem('tip')).not.toBeNull();

    await ue.click(within(failure).getByRole('button', { name: 'Try again' }));
    bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await ue.click(within(bank).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    expect(callsTo(fetchMock, '/payments/sandbox/authenticate').map((call) => call.body?.result)).toEqual([
      'fail',
      'complete',
    ]);
    const keys = callsTo(fetchMock, '/transactions/createtransactions').map((call) =>
      call.headers.get('idempotency-key'),
    );
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
  });

  it('treats closing the bank page as a refusal', async () => {
    storeTip();
    const { fetchMock } = renderTipping('/add-card', { handler: threeDSecureServer() });
    const ue = userEvent.setup();
    await fillCard('4000002500003155');
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await ue.click(within(bank).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/payments/sandbox/authenticate')[0]?.body?.result).toBe('fail');
  });
});

describe('3-D Secure in Stripe mode', () => {
  const giver = makeUser({ id: 'giver-1', userType: 'payer', accountType: null, occupation: null });
  const card = savedCardOf('0b4f6c1e-5d1a-4c39-9a8e-3a1f2b3c4d5e', '3155');

  it('hands the clientSecret to stripe.handleNextAction, then sends the same request again', async () => {
    storeTip();
    const handleNextAction = vi.fn(() =>
      Promise.resolve({ paymentIntent: { status: 'requires_confirmation' } }),
    );
    loadStripeFor.mockResolvedValue({ handleNextAction } as unknown as Stripe);
    let asked = false;
    const handler: FetchHandler = (url) => {
      if (url.endsWith('/payments/config'))
        return ok({
          provider: 'stripe',
          publishableKey: 'pk_test_123',
          platformFeeBps: 500,
          accountCountry: 'US',
        });
      if (url.endsWith('/cards')) return ok({ cards: [card] });
      if (url.endsWith('/transactions/createtransactions')) {
        if (asked) return ok(paidTip(AMOUNTS), 'Transaction Successful');
        asked = true;
        return ok(authenticationAsked(AMOUNTS, 'pi_123_secret_456'));
      }
      return paymentsHandler(url);
    };
    const { fetchMock } = renderTipping('/choose-card', { user: giver, handler });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Pay $10.00' }));
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    expect(loadStripeFor).toHaveBeenCalledWith('pk_test_123');
    expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_123_secret_456' });
    const tips = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tips).toHaveLength(2);
    expect(tips[1]?.headers.get('idempotency-key')).toBe(tips[0]?.headers.get('idempotency-key'));
    expect(tips[1]?.body).toEqual(tips[0]?.body);
    expect(callsTo(fetchMock, '/payments/sandbox/authenticate')).toHaveLength(0);
  });

  it("shows the bank refusal when the giver fails Stripe's check", async () => {
    storeTip();
    const handleNextAction = vi.fn(() => Promise.resolve({ error: { type: 'card_error' } }));
    loadStripeFor.mockResolvedValue({ handleNextAction } as unknown as Stripe);
    let asked = false;
    const handler: FetchHandler = (url) => {
      if (url.endsWith('/payments/config'))
        return ok({
          provider: 'stripe',
          publishableKey: 'pk_test_123',
          platformFeeBps: 500,
          accountCountry: 'US',
        });
      if (url.endsWith('/cards')) return ok({ cards: [card] });
      if (url.endsWith('/transactions/createtransactions')) {
        if (asked) return AUTH_FAILED();
        asked = true;
        return ok(authenticationAsked(AMOUNTS, 'pi_123_secret_456'));
      }
      return undefined;
    };
    renderTipping('/choose-card', { user: giver, handler });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Pay $10.00' }));
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByText(/not confirmed with your bank/)).toBeInTheDocument();
    await waitFor(() => expect(handleNextAction).toHaveBeenCalledTimes(1));
  });
});
