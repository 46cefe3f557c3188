import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedCard } from '@opentip/shared/schemas/cards.schema';
import { USERS_BY_KIND } from '@test/fixtures';
import {
  BUSINESS_ID,
  callsTo,
  makeCard,
  makeInvoice,
  makeSubscription,
  myBusiness,
  ok,
  plansFor,
  refused,
  renderBusinessSubscription,
} from './billing-test-kit';

const owner = { ...USERS_BY_KIND.businessUser, currency: 'EUR' };
const SAVE20 = { code: 'SAVE20', kind: 'percent', value: 20, currency: null };
const active = makeSubscription({
  status: 'active',
  planId: 'yearly',
  amount: 27000,
  currency: 'EUR',
  trialEndsAt: null,
  currentPeriodEnd: '2027-11-24T10:00:00.000Z',
  promo: SAVE20 as never,
  card: { brand: 'visa', last4: '4242' },
});

interface Options {
  cards?: SavedCard[];
  subscribeAnswer?: () => Response;
}

function handlerFor({ cards = [makeCard()], subscribeAnswer }: Options = {}) {
  return (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/business/mine')) return ok(myBusiness());
    if (url.endsWith('/promo-code/check')) {
      const { promoCode } = JSON.parse(String(init?.body)) as { promoCode: string };
      if (promoCode === 'SAVE20') return ok({ promo: SAVE20 });
      return refused(400, 'PROMO_CODE_EXPIRED', 'This promo code has expired.');
    }
    if (url.endsWith(`/business/${BUSINESS_ID}/subscription`)) {
      if (init?.method === 'POST')
        return (
          subscribeAnswer?.() ??
          ok(
            {
              subscription: active,
              invoices: [makeInvoice({ currency: 'EUR', amount: 21600 })],
              nextAction: null,
            },
            'Subscribed',
          )
        );
      return ok({ subscription: makeSubscription(), invoices: [] });
    }
    if (url.includes('/business/plans'))
      return ok(plansFor(new URL(url, 'http://x').searchParams.get('currency')));
    if (url.endsWith('/payments/config'))
      return ok({ provider: 'sandbox', publishableKey: null, platformFeeBps: 500, accountCountry: 'US' });
    if (url.endsWith('/cards')) return ok({ cards });
    return undefined;
  };
}

const SECRET = 'pi_sandbox_sub_secret_1';

/**
 * A sandbox server for a card that needs 3-D Secure: the subscription asks for the bank's check
 * until it was answered, then answers with the outcome; a new Idempotency-Key starts over.
 */
function threeDSecureServer() {
  const answers = new Map<string, 'complete' | 'fail'>();
  let keyOfSecret = '';
  const handler = (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/payments/sandbox/authenticate')) {
      const { result } = JSON.parse(String(init?.body)) as { result: 'complete' | 'fail' };
      answers.set(keyOfSecret, result);
      return ok({}, 'Answered');
    }
    if (url.endsWith(`/business/${BUSINESS_ID}/subscription`) && init?.method === 'POST') {
      const key = (init.headers as Record<string, string>)['idempotency-key'] ?? '';
      const outcome = answers.get(key);
      if (!outcome) {
        keyOfSecret = key;
        return ok({
          subscription: makeSubscription(),
          invoices: [],
          nextAction: { type: 'authenticate', clientSecret: SECRET },
        });
      }
      if (outcome === 'fail')
        return refused(
          402,
          'AUTHENTICATION_FAILED',
          'The payment was not confirmed with your bank, so nothing was charged. Please try again or use another card.',
        );
      return ok({ subscription: active, invoices: [], nextAction: null }, 'Your business is subscribed.');
    }
    return handlerFor()(url, init);
  };
  return { handler };
}

describe('/business-subscription subscribing', () => {
  it('the promo code: required when empty, the refusal when refused, what it gives when accepted', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderBusinessSubscription({ user: owner, handler: handlerFor() });
    const promo = await screen.findByRole('textbox', { name: 'Promo code' });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo Code is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/promo-code/check')).toHaveLength(0);

    await user.type(promo, 'OLD10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code has expired.')).toBeInTheDocument();

    await user.clear(promo);
    await user.type(promo, 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SAVE20: 20% off the first period')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/promo-code/check').map((c) => c.body)).toEqual([
      { promoCode: 'OLD10', currency: 'EUR' },
      { promoCode: 'SAVE20', currency: 'EUR' },
    ]);
  });

  it('asks before paying, then pays once with an Idempotency-Key and shows the new status', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderBusinessSubscription({ user: owner, handler: handlerFor() });
    await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SAVE20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('SAVE20: 20% off the first period');
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    // The figure charged now is the discounted one, as the server charges it, not the plan's price.
    const dialog = screen.getByRole('dialog', { name: 'Subscribe to Yearly for €216.00?' });
    const figures = within(dialog).getByTestId('subscribe-figures');
    expect(figures).toHaveTextContent('Yearly plan€270.00 a year');
    expect(figures).toHaveTextContent('Promo code SAVE2020% off the first period-€54.00');
    expect(within(dialog).getByTestId('charged-now')).toHaveTextContent('€216.00');
    expect(dialog).toHaveTextContent('Then €270.00 every year, charged to Visa •••• 4242.');
    // Still in its trial: the owner is told the days left are not kept.
    expect(within(dialog).getByTestId('trial-ends-now')).toHaveTextContent(
      /^Paying now ends your free trial today instead of on .+: the trial days left are not kept\.$/,
    );
    expect(
      callsTo(fetchMock, `/business/${BUSINESS_ID}/subscription`).filter((c) => c.method === 'POST'),
    ).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Pay and subscribe' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Active'));
    expect(screen.getByTestId('status')).toHaveTextContent(
      'Yearly plan. Next renewal on November 24, 2027: €270.00.',
    );
    expect(screen.getByTestId('invoice')).toHaveTextContent('€216.00');
    const posts = callsTo(fetchMock, `/business/${BUSINESS_ID}/subscription`).filter(
      (c) => c.method === 'POST',
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      planId: 'yearly',
      currency: 'EUR',
      savedCardId: makeCard().id,
      promoCode: 'SAVE20',
    });
    expect(posts[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asked again after a network failure, the payment keeps its Idempotency-Key', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const { fetchMock } = renderBusinessSubscription({
      user: owner,
      handler: handlerFor({
        subscribeAnswer: () => {
          if (!reachable) throw new TypeError('Failed to fetch');
          return ok({ subscription: active, invoices: [], nextAction: null }, 'Your business is subscribed.');
        },
      }),
    });
    await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    expect(await screen.findByText('Network error')).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Active'));
    const keys = callsTo(fetchMock, `/business/${BUSINESS_ID}/subscription`)
      .filter((c) => c.method === 'POST')
      .map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const user = userEvent.setup();
    renderBusinessSubscription({
      user: owner,
      handler: handlerFor({
        subscribeAnswer: () => refused(402, 'CARD_DECLINED', 'Your card was declined.'),
      }),
    });
    await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('Free trial');
  });

  it('when the bank asks for 3-D Secure: its check, then the same request again with the same key', async () => {
    const user = userEvent.setup();
    const server = threeDSecureServer();
    const { fetchMock } = renderBusinessSubscription({ user: owner, handler: server.handler });
    await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));

    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(bank).toHaveTextContent('OpenTip');
    expect(bank).toHaveTextContent('€27.00');
    expect(screen.queryByRole('dialog', { name: /Subscribe to/ })).not.toBeInTheDocument();
    await user.click(within(bank).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Active'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/payments/sandbox/authenticate').map((c) => c.body)).toEqual([
      { clientSecret: SECRET, result: 'complete' },
    ]);
    const posts = callsTo(fetchMock, `/business/${BUSINESS_ID}/subscription`).filter(
      (c) => c.method === 'POST',
    );
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(posts[1]?.headers['idempotency-key']).toBe(posts[0]?.headers['idempotency-key']);
  });

  it('a refused bank check: says nothing was charged, keeps the form, and a new try is a new attempt', async () => {
    const user = userEvent.setup();
    const server = threeDSecureServer();
    const { fetchMock } = renderBusinessSubscription({ user: owner, handler: server.handler });
    await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    const bank = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    await user.click(within(bank).getByRole('button', { name: 'Fail authentication' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment was not confirmed with your bank, so nothing was charged.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('Free trial');
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    const keys = callsTo(fetchMock, `/business/${BUSINESS_ID}/subscription`)
      .filter((c) => c.method === 'POST')
      .map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('with no card: says so, cannot pay, and a card added in test mode is chosen', async () => {
    const user = userEvent.setup();
    const cards: SavedCard[] = [];
    const { fetchMock } = renderBusinessSubscription({
      user: owner,
      handler: (url, init) => {
        if (url.endsWith('/payments/sandbox/tokens'))
          return ok({
            paymentMethod: {
              token: 'tok_sandbox_1',
              type: 'card',
              brand: 'visa',
              last4: '4242',
              expMonth: 12,
              expYear: 2030,
            },
          });
        if (url.endsWith('/cards') && init?.method === 'POST') {
          const card = makeCard({ expYear: 2030 });
          cards.push(card);
          return ok({ card }, 'Card saved');
        }
        return handlerFor({ cards })(url, init);
      },
    });
    expect(await screen.findByText("You haven't added any card yet!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(within(dialog).getByText('Please enter valid card number')).toBeInTheDocument();
    // The app's one card form: MM/YY, CVC and the name on the card, as when tipping.
    expect(within(dialog).getByText('Please enter valid month')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter valid cvv')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter valid name')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    const expiry = within(dialog).getByRole('textbox', { name: 'Expiry date' });
    await user.type(expiry, '0120');
    expect(within(dialog).getByText('This card has expired. Please use another card.')).toBeInTheDocument();
    await user.clear(expiry);
    await user.type(expiry, '1230');
    await user.type(within(dialog).getByRole('textbox', { name: 'CVC' }), '123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Ana Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(callsTo(fetchMock, '/payments/sandbox/tokens')[0]?.body).toEqual({
      type: 'card',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      cardHolderName: 'Ana Lima',
    });
    expect(callsTo(fetchMock, '/cards').filter((c) => c.method === 'POST')[0]?.body).toEqual({
      paymentMethod: 'tok_sandbox_1',
    });
  });
});
