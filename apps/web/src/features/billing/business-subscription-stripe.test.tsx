import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { SavedCard } from '@opentip/shared/schemas/cards.schema';
import { fakeStripe } from '@/app/payments/stripe-fake';
import { USERS_BY_KIND } from '@test/fixtures';
import {
  BUSINESS_ID,
  callsTo,
  makeCard,
  makeSubscription,
  myBusiness,
  ok,
  plansFor,
  renderBusinessSubscription,
} from './billing-test-kit';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const loadStripeMock = vi.mocked(loadStripe);

const owner = { ...USERS_BY_KIND.businessUser, currency: 'EUR' };
const SECRET = 'pi_3Sub_secret_1';
const active = makeSubscription({
  status: 'active',
  planId: 'monthly',
  amount: 2700,
  currency: 'EUR',
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-24T10:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
});

let keyCount = 0;
/** A fresh publishable key per test: stripe.js objects are kept per key for the whole visit. */
const newKey = () => `pk_test_billing${++keyCount}`;

/** A Stripe-mode server: the owner's cards, and a subscription that may first ask for 3-D Secure. */
function stripeServer({
  publishableKey,
  cards,
  askBank,
}: {
  publishableKey: string;
  cards: SavedCard[];
  askBank: boolean;
}) {
  let asked = false;
  return (url: string, init: RequestInit | undefined) => {
    if (url.endsWith('/business/mine')) return ok(myBusiness());
    if (url.endsWith('/payments/config'))
      return ok({ provider: 'stripe', publishableKey, platformFeeBps: 500, accountCountry: 'US' });
    if (url.includes('/business/plans'))
      return ok(plansFor(new URL(url, 'http://x').searchParams.get('currency')));
    if (url.endsWith('/cards') && init?.method === 'POST') {
      const card = makeCard({ id: '5c6d7e8f-1a2b-4c3d-8e9f-0a1b2c3d4e5f', expYear: 2031 });
      cards.push(card);
      return ok({ card }, 'Card saved');
    }
    if (url.endsWith('/cards')) return ok({ cards });
    if (url.endsWith(`/business/${BUSINESS_ID}/subscription`)) {
      if (init?.method !== 'POST') return ok({ subscription: makeSubscription(), invoices: [] });
      if (askBank && !asked) {
        asked = true;
        return ok({
          subscription: makeSubscription(),
          invoices: [],
          nextAction: { type: 'authenticate', clientSecret: SECRET },
        });
      }
      return ok({ subscription: active, invoices: [], nextAction: null }, 'Your business is subscribed.');
    }
    return undefined;
  };
}

beforeEach(() => {
  loadStripeMock.mockReset();
});

describe('/business-subscription in Stripe mode', () => {
  it("adds a card through Stripe's own fields, saves only its pm_ id, and subscribes with it", async () => {
    const user = userEvent.setup();
    const key = newKey();
    const fake = fakeStripe();
    loadStripeMock.mockResolvedValue(fake.asStripe);
    const cards: SavedCard[] = [];
    const { fetchMock } = renderBusinessSubscription({
      user: owner,
      handler: stripeServer({ publishableKey: key, cards, askBank: false }),
    });
    expect(await screen.findByText("You haven't added any card yet!")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a card' });
    expect(await within(dialog).findByText('Card number')).toBeInTheDocument();
    expect(loadStripeMock).toHaveBeenCalledWith(key, { locale: 'en' });
    // Stripe's iframes only: no input of ours that a card number could be typed into.
    expect(within(dialog).queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    fake.elements.completeAll();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Blue Lagoon Golf');
    await user.click(within(dialog).getByRole('button', { name: 'Save card' }));

    expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', billing_details: { name: 'Blue Lagoon Golf' } }),
    );
    expect(callsTo(fetchMock, '/cards').filter((c) => c.method === 'POST')[0]?.body).toEqual({
      paymentMethod: 'pm_1Pfake4242visa',
    });

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Active'));
    const posts = callsTo(fetchMock, `/business/${BUSINESS_ID}/subscription`).filter(
      (c) => c.method === 'POST',
    );
    expect(posts.map((c) => c.body)).toEqual([
      { planId: 'monthly', currency: 'EUR', savedCardId: '5c6d7e8f-1a2b-4c3d-8e9f-0a1b2c3d4e5f' },
    ]);
  });

  it("3-D Secure: Stripe's handleNextAction with the clientSecret, then the same request again", async () => {
    const user = userEvent.setup();
    const fake = fakeStripe();
    fake.stripe.handleNextAction.mockResolvedValue({});
    loadStripeMock.mockResolvedValue(fake.asStripe);
    const { fetchMock } = renderBusinessSubscription({
      user: owner,
      handler: stripeServer({ publishableKey: newKey(), cards: [makeCard()], askBank: true }),
    });
    await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await user.click(screen.getByRole('button', { name: 'Pay and subscribe' }));

    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Active'));
    expect(fake.stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET });
    const keys = callsTo(fetchMock, `/business/${BUSINESS_ID}/subscription`)
      .filter((c) => c.method === 'POST')
      .map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
