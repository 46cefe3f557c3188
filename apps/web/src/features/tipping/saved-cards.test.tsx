import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import type { FetchHandler } from '@test/render-app';
import { endAttempt } from './pay-attempt';
import {
  callsTo,
  fail,
  fillCard,
  ok,
  paidTip,
  renderTipping,
  savedCardOf,
  storeTip,
  tokenAnswer,
} from './test-harness';

const GIVER = makeUser({ id: 'giver-1', userType: 'payer', accountType: null, occupation: null });
const CARD_A = savedCardOf('0b4f6c1e-5d1a-4c39-9a8e-3a1f2b3c4d5e', '4242');
const CARD_B = savedCardOf('7c2d9e4f-1a2b-4c3d-8e9f-0a1b2c3d4e5f', '5556');
const PAID = () => ok(paidTip({ tip: 1000, fee: 50, net: 950, total: 1000 }), 'Transaction Successful');

/** GET /cards answers with the cards still there; DELETE /cards/{id} takes one away. */
function cardsServer(initial: ReturnType<typeof savedCardOf>[]): FetchHandler {
  let cards = [...initial];
  return (url, init) => {
    if (url.endsWith('/cards') && (init?.method ?? 'GET') === 'GET') return ok({ cards });
    const removed = /\/cards\/([^/]+)$/.exec(url)?.[1];
    if (removed && init?.method === 'DELETE') {
      cards = cards.filter((card) => card.id !== removed);
      return ok({}, 'Card removed');
    }
    if (url.endsWith('/transactions/createtransactions')) return PAID();
    return undefined;
  };
}

describe("/choose-card: the signed-in giver's saved cards from the API", () => {
  it('lists the saved cards and pays with the chosen one by its id, never a card token', async () => {
    endAttempt();
    storeTip();
    const { fetchMock } = renderTipping('/choose-card', {
      user: GIVER,
      handler: cardsServer([CARD_A, CARD_B]),
    });
    const ue = userEvent.setup();
    const first = await screen.findByRole('radio', { name: /visa •••• 4242/i });
    expect(first).toBeChecked();
    expect(screen.getAllByText('Expires 12/2031')).toHaveLength(2);
    await ue.click(screen.getByRole('radio', { name: /visa •••• 5556/i }));
    await ue.click(screen.getByRole('button', { name: 'Pay $10.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    expect(within(dialog).getByText('Visa •••• 5556')).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    const [tipCall] = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tipCall?.body).toEqual({
      payee: expect.any(String),
      currency: 'USD',
      paymentType: 'card',
      savedCardId: CARD_B.id,
      coverFee: false,
      amount: 1000,
      language: 'en',
    });
    expect(callsTo(fetchMock, '/cards')[0]?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('removes a card only after the giver confirms, then shows the SPEC empty state', async () => {
    storeTip();
    const { fetchMock } = renderTipping('/choose-card', { user: GIVER, handler: cardsServer([CARD_A]) });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Remove Visa •••• 4242' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(
      within(dialog).getByText(/Visa •••• 4242 \(expires 12\/2031\) will no longer be offered/),
    ).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('radio', { name: /visa •••• 4242/i })).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: 'Remove Visa •••• 4242' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(await screen.findByText("You haven't added any card yet!")).toBeInTheDocument();
    expect(await screen.findByText('Card removed')).toBeInTheDocument();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([url]) => String(url))).toEqual([`/api/v1/cards/${CARD_A.id}`]);
    expect(screen.getByRole('link', { name: 'Add a new card' })).toHaveAttribute('href', '/add-card');
  });

  it(
    'says when the cards could not be loaded and loads them again on request',
    { timeout: 15_000 },
    async () => {
      storeTip();
      let down = true;
      const handler: FetchHandler = (url) => {
        if (url.endsWith('/cards'))
          return down ? fail(503, 'UNAVAILABLE', 'Service unavailable') : ok({ cards: [CARD_A] });
        return undefined;
      };
      renderTipping('/choose-card', { user: GIVER, handler });
      // After the query's own retries (about 3 s).
      expect(
        await screen.findByText(/saved cards could not be loaded/i, {}, { timeout: 8000 }),
      ).toBeInTheDocument();
      down = false;
      await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('radio', { name: /visa •••• 4242/i })).toBeChecked();
    },
  );

  it('offers no expired card for paying', async () => {
    storeTip();
    const old = savedCardOf('1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a', '0005', 2020);
    renderTipping('/choose-card', { user: GIVER, handler: cardsServer([old, CARD_A]) });
    expect(await screen.findByRole('radio', { name: /visa •••• 0005/i })).toBeDisabled();
    expect(screen.getByText('Expired 12/2020')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /visa •••• 4242/i })).toBeChecked();
  });
});

describe('/add-card: saving the card (SPEC 8 "save card" prompt)', () => {
  it('asks first, saves the token with POST /cards, then pays with the saved card', async () => {
    endAttempt();
    storeTip();
    const handler: FetchHandler = (url, init) => {
      if (url.endsWith('/payments/sandbox/tokens'))
        return tokenAnswer('tok_sandbox_bbbbbbbbbbbbbbbbbbbbbbbb');
      if (url.endsWith('/cards') && init?.method === 'POST') return ok({ card: CARD_A }, 'Card saved');
      if (url.endsWith('/cards')) return ok({ cards: [] });
      if (url.endsWith('/transactions/createtransactions')) return PAID();
      return undefined;
    };
    const { fetchMock } = renderTipping('/add-card', { user: GIVER, handler });
    await fillCard('4242424242424242', { save: true });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    const saves = callsTo(fetchMock, '/cards').filter((call) => call.body);
    expect(saves.map((call) => call.body)).toEqual([
      { paymentMethod: 'tok_sandbox_bbbbbbbbbbbbbbbbbbbbbbbb' },
    ]);
    const [tipCall] = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tipCall?.body?.savedCardId).toBe(CARD_A.id);
    expect(tipCall?.body).not.toHaveProperty('paymentMethod');
  });

  it('offers the card just saved on the way back, before the list has been asked again', async () => {
    endAttempt();
    storeTip();
    let listed = 0;
    const handler: FetchHandler = (url, init) => {
      if (url.endsWith('/payments/sandbox/tokens'))
        return tokenAnswer('tok_sandbox_dddddddddddddddddddddddd');
      if (url.endsWith('/cards') && init?.method === 'POST') return ok({ card: CARD_A }, 'Card saved');
      // The first list is empty; asked again (a slow network), it does not answer in this test.
      if (url.endsWith('/cards')) return listed++ === 0 ? ok({ cards: [] }) : new Promise<never>(() => {});
      return undefined;
    };
    renderTipping('/CalculateTip', { user: GIVER, handler });
    const ue = userEvent.setup();
    await waitFor(() => expect(listed).toBe(1));
    await ue.click(await screen.findByRole('button', { name: /continue to card details/i }));
    expect(screen.getByTestId('location').textContent).toBe('/add-card');
    await fillCard('4242424242424242', { save: true });
    expect(await screen.findByText('Card saved')).toBeInTheDocument();
    await ue.keyboard('{Escape}');
    await ue.click(screen.getByRole('link', { name: 'Change the amount or payment type' }));
    await ue.click(await screen.findByRole('button', { name: /continue to card details/i }));
    expect(screen.getByTestId('location').textContent).toBe('/choose-card');
  });

  it('keeps nothing when the giver says no to the prompt, and still pays with the card', async () => {
    endAttempt();
    storeTip();
    const handler: FetchHandler = (url) => {
      if (url.endsWith('/payments/sandbox/tokens'))
        return tokenAnswer('tok_sandbox_cccccccccccccccccccccccc');
      if (url.endsWith('/transactions/createtransactions')) return PAID();
      return undefined;
    };
    const { fetchMock } = renderTipping('/add-card', { user: GIVER, handler });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('checkbox', { name: /save this card/i }));
    const prompt = await screen.findByRole('dialog', { name: 'Save this card?' });
    await ue.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('checkbox', { name: /save this card/i })).not.toBeChecked();
    await fillCard('4242424242424242');
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/cards') && init?.method === 'POST'),
    ).toBe(false);
    expect(callsTo(fetchMock, '/transactions/createtransactions')[0]?.body?.paymentMethod).toBe(
      'tok_sandbox_cccccccccccccccccccccccc',
    );
  });

  it('never offers a guest to save the card, and asks nothing about cards for them', async () => {
    storeTip();
    const { fetchMock } = renderTipping('/add-card');
    expect(await screen.findByLabelText(/^card number/i)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /save this card/i })).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/payments/config')).not.toHaveLength(0));
    expect(callsTo(fetchMock, '/cards')).toHaveLength(0);
  });
});

describe('/CalculateTip: where "continue to card details" leads a signed-in giver', () => {
  it('goes to /choose-card when they have saved cards, and straight to /add-card when they have none', async () => {
    storeTip();
    const { unmount } = renderTipping('/CalculateTip', { user: GIVER, handler: cardsServer([CARD_A]) });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: /continue to card details/i }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/choose-card'));
    unmount();

    storeTip();
    const { fetchMock } = renderTipping('/CalculateTip', { user: GIVER, handler: cardsServer([]) });
    await waitFor(() => expect(callsTo(fetchMock, '/cards')).toHaveLength(1));
    await ue.click(await screen.findByRole('button', { name: /continue to card details/i }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/add-card'));
  });
});
