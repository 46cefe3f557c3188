import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { FetchHandler } from '@test/render-app';
import { endAttempt } from '../pay-attempt';
import { callsTo, fail, ok, paidTip, PAYEE, renderTipping, storeTip } from '../test-harness';
import { fakeStripe } from '@/app/payments/stripe-fake';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const loadStripeMock = vi.mocked(loadStripe);

let keyCount = 0;
/** A fresh publishable key per test: stripe.js objects are kept per key for the whole visit. */
const newKey = () => `pk_test_w1b${++keyCount}`;

function stripeConfig(publishableKey: string | null): FetchHandler {
  return (url) =>
    url.endsWith('/payments/config')
      ? ok({ provider: 'stripe', publishableKey, platformFeeBps: 500, accountCountry: 'US' })
      : undefined;
}

function withHandlers(...handlers: FetchHandler[]): FetchHandler {
  return async (url, init) => {
    for (const handler of handlers) {
      const answer = await handler(url, init);
      if (answer) return answer;
    }
    return undefined;
  };
}

const paid = () => ok(paidTip({ tip: 1000, fee: 50, net: 950, total: 1000 }), 'Transaction Successful');

beforeEach(() => {
  loadStripeMock.mockReset();
  endAttempt();
});

describe('/add-card in Stripe mode: Stripe Elements, never our own card inputs', () => {
  it('loads stripe.js here, shows Stripe card fields with our labels, and pays with the pm_ id only', async () => {
    const key = newKey();
    const fake = fakeStripe();
    loadStripeMock.mockResolvedValue(fake.asStripe);
    storeTip();
    const handler = withHandlers(stripeConfig(key), (url) =>
      url.endsWith('/transactions/createtransactions') ? paid() : undefined,
    );
    const { fetchMock } = renderTipping('/add-card', { handler });
    const ue = userEvent.setup();

    expect(await screen.findByText('Card number')).toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledWith(key, { locale: 'en' });
    expect(fake.stripe.elements).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en' }));
    expect(fake.elements.create.mock.calls.map(([type]) => type)).toEqual([
      'cardNumber',
      'cardExpiry',
      'cardCvc',
    ]);
    expect(screen.getByText('Expiry date')).toBeInTheDocument();
    // Our own card inputs are not there: the number, expiry and CVC are typed into Stripe's frames.
    expect(screen.queryByRole('textbox', { name: /card number|expiry|cvc/i })).not.toBeInTheDocument();
    expect(document.querySelectorAll('iframe[title^="Secure card"]')).toHaveLength(3);

    // Nothing typed: SPEC 5's messages, and nothing goes to Stripe.
    await ue.click(screen.getByRole('button', { name: /^pay \$/i }));
    for (const text of [
      'Please enter valid card number',
      'Please enter valid month',
      'Please enter valid cvv',
      'Please enter valid name',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled();

    fake.elements.completeAll();
    await ue.type(screen.getByRole('textbox', { name: /^name on card/i }), 'Ana Guest');
    await ue.click(screen.getByRole('button', { name: /^pay \$/i }));
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.elements.getElement('cardNumber'),
      billing_details: { name: 'Ana Guest' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    expect(within(dialog).getByText('Visa •••• 4242')).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    const [tipCall] = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tipCall?.body).toEqual({
      payee: PAYEE.id,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: 'pm_1Pfake4242visa',
      coverFee: false,
      amount: 1000,
      language: 'en',
    });
    expect(callsTo(fetchMock, '/payments/sandbox/tokens')).toHaveLength(0);
  });

  it("shows Stripe's errors as our translated messages, and a decline without leaving the form", async () => {
    const fake = fakeStripe();
    loadStripeMock.mockResolvedValue(fake.asStripe);
    storeTip();
    renderTipping('/add-card', { handler: stripeConfig(newKey()) });
    const ue = userEvent.setup();
    await screen.findByText('Card number');

    fake.elements.getElement('cardNumber')?.change({
      complete: false,
      error: { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' },
    });
    expect(await screen.findByText('Please enter valid card number')).toBeInTheDocument();
    fake.elements.getElement('cardExpiry')?.change({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'invalid_expiry_year_past',
        message: "Your card's expiration year is in the past.",
      },
    });
    expect(await screen.findByText('Please enter valid year')).toBeInTheDocument();
    // A code we have no message for: Stripe's own text (in the reader's language, set by the locale).
    fake.elements.getElement('cardCvc')?.change({
      complete: false,
      error: { type: 'validation_error', code: 'something_new', message: 'Ce code est étrange.' },
    });
    expect(await screen.findByText('Ce code est étrange.')).toBeInTheDocument();

    fake.elements.completeAll();
    fake.stripe.createPaymentMethod.mockResolvedValueOnce({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    } as never);
    await ue.type(screen.getByRole('textbox', { name: /^name on card/i }), 'Ana Guest');
    await ue.click(screen.getByRole('button', { name: /^pay \$/i }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm your tip' })).not.toBeInTheDocument();
  });

  it('says so when stripe.js cannot be loaded, and tries again', async () => {
    const fake = fakeStripe();
    loadStripeMock.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    loadStripeMock.mockResolvedValueOnce(fake.asStripe);
    storeTip();
    renderTipping('/add-card', { handler: stripeConfig(newKey()) });
    expect(
      await screen.findByText(
        'The secure card form could not be loaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Card number')).toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledTimes(2);
  });

  it('offers no card form of its own when the server has no publishable key', async () => {
    storeTip();
    renderTipping('/add-card', { handler: stripeConfig(null) });
    expect(
      await screen.findByText("Paying by card is not available yet with this server's payment provider."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /card number/i })).not.toBeInTheDocument();
    expect(loadStripeMock).not.toHaveBeenCalled();
  });
});

describe('/CalculateTip wallets', () => {
  it('sandbox mode: offers both test wallets, before the card, and never loads stripe.js', async () => {
    storeTip();
    renderTipping('/CalculateTip');
    expect(await screen.findByRole('radio', { name: 'Apple Pay' })).toBeInTheDocument();
    const payWith = screen.getByRole('group', { name: 'Pay with' });
    expect(
      within(payWith)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['applePay', 'googlePay', 'card']);
    expect(loadStripeMock).not.toHaveBeenCalled();
  });

  it('Stripe mode: no stripe.js before there is a tip to pay, then only the wallets the device has', async () => {
    const fake = fakeStripe({ wallets: { applePay: true, googlePay: false, link: true } });
    loadStripeMock.mockResolvedValue(fake.asStripe);
    renderTipping('/CalculateTip', {
      state: { payeeCode: 'DEM0000001', payeeId: PAYEE.id, payee: PAYEE },
      handler: stripeConfig(newKey()),
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('radio', { name: 'Fixed amount' }));
    expect(loadStripeMock).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /credit or debit card/i })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();

    await ue.type(screen.getByLabelText(/tip amount/i), '10');
    expect(await screen.findByRole('radio', { name: 'Apple Pay' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /link/i })).not.toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledTimes(1);
    expect(fake.stripe.paymentRequest).toHaveBeenCalledTimes(1);
    expect(fake.stripe.paymentRequest).toHaveBeenCalledWith({
      country: 'US',
      currency: 'usd',
      total: { label: 'Tip for maria.server', amount: 100 },
      disableWallets: ['link', 'browserCard'],
    });
  });

  it('Stripe mode: offers no wallet when the device has none, and drops a wallet chosen before', async () => {
    const fake = fakeStripe({ wallets: null });
    loadStripeMock.mockResolvedValue(fake.asStripe);
    storeTip({ paymentType: 'googlePay' });
    renderTipping('/CalculateTip', { handler: stripeConfig(newKey()) });
    await waitFor(() => expect(fake.requests[0]?.canMakePayment).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('radio', { name: /credit or debit card/i })).toBeChecked());
    expect(screen.queryByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /continue to card details/i })).toBeInTheDocument();
  });

  it('Stripe mode: pays with the sheet’s pm_ as Apple Pay and closes the sheet with success', async () => {
    const fake = fakeStripe({ wallets: { applePay: true, googlePay: true } });
    loadStripeMock.mockResolvedValue(fake.asStripe);
    storeTip({ paymentType: 'applePay' });
    const handler = withHandlers(stripeConfig(newKey()), (url) =>
      url.endsWith('/transactions/createtransactions') ? paid() : undefined,
    );
    const { fetchMock } = renderTipping('/CalculateTip', { handler });
    const ue = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Apple Pay' })).toBeChecked();
    await ue.click(screen.getByRole('button', { name: /pay with apple pay/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    await ue.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));

    const request = fake.requests[0]!;
    expect(request.show).toHaveBeenCalledTimes(1);
    expect(request.update).toHaveBeenCalledWith({
      currency: 'usd',
      total: { label: 'Tip for maria.server', amount: 1000 },
    });
    const complete = request.approve('pm_1Papplepay', 'applePay');
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith('success');
    expect(complete).toHaveBeenCalledTimes(1);
    const [tipCall] = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tipCall?.body).toMatchObject({
      paymentType: 'applePay',
      paymentMethod: 'pm_1Papplepay',
      amount: 1000,
    });
    expect(callsTo(fetchMock, '/payments/sandbox/tokens')).toHaveLength(0);
  });

  it('Stripe mode: a declined wallet payment closes the sheet with fail and shows why', async () => {
    const fake = fakeStripe({ wallets: { applePay: false, googlePay: true } });
    loadStripeMock.mockResolvedValue(fake.asStripe);
    storeTip({ paymentType: 'googlePay' });
    const handler = withHandlers(stripeConfig(newKey()), (url) =>
      url.endsWith('/transactions/createtransactions')
        ? fail(402, 'CARD_DECLINED', 'Your card was declined.')
        : undefined,
    );
    renderTipping('/CalculateTip', { handler });
    const ue = userEvent.setup();
    expect(await screen.findByRole('radio', { name: 'Google Pay' })).toBeChecked();
    await ue.click(screen.getByRole('button', { name: /pay with google pay/i }));
    await ue.click(
      within(await screen.findByRole('dialog', { name: 'Confirm your tip' })).getByRole('button', {
        name: 'Pay $10.00',
      }),
    );
    const complete = fake.requests[0]!.approve('pm_1Pgooglepay', 'googlePay');
    await waitFor(() => expect(complete).toHaveBeenCalledWith('fail'));
    expect(complete).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined.').length).toBeGreaterThan(0);
  });

  it('Stripe mode: closing the sheet sends nothing', async () => {
    const fake = fakeStripe({ wallets: { applePay: true } });
    loadStripeMock.mockResolvedValue(fake.asStripe);
    storeTip({ paymentType: 'applePay' });
    const { fetchMock } = renderTipping('/CalculateTip', { handler: stripeConfig(newKey()) });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: /pay with apple pay/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    const payButton = within(dialog).getByRole('button', { name: 'Pay $10.00' });
    await ue.click(payButton);
    expect(payButton).toHaveAttribute('aria-busy', 'true');
    fake.requests[0]!.cancel();
    await waitFor(() => expect(payButton).toBeEnabled());
    expect(payButton).not.toHaveAttribute('aria-busy');
    expect(callsTo(fetchMock, '/transactions/createtransactions')).toHaveLength(0);
  });
});
