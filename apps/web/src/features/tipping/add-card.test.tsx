import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endAttempt } from './pay-attempt';
import { callsTo, fail, ok, paidTip, PAYEE, renderTipping, storeTip, tokenAnswer } from './test-harness';
import type { FetchHandler } from '@test/render-app';

async function fillCard(card: { number: string; expiry?: string; cvc?: string; name?: string }) {
  const ue = userEvent.setup();
  const type = async (label: RegExp, value: string) => {
    const input = screen.getByLabelText(label);
    await ue.clear(input);
    if (value) await ue.type(input, value);
  };
  await screen.findByLabelText(/^card number/i);
  await type(/^card number/i, card.number);
  await type(/^expiry date/i, card.expiry ?? `12${NEXT_YEAR.slice(2)}`);
  await type(/^cvc/i, card.cvc ?? '123');
  await type(/^name on card/i, card.name ?? 'Ana Guest');
  // One tap pays: the card step's button says what is charged, and one confirmation follows.
  await ue.click(screen.getByRole('button', { name: /^pay \$/i }));
}

const NEXT_YEAR = String(new Date().getFullYear() + 3);
const cardNumbersIn = (text: string) => /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002/.test(text);

describe('/add-card: the card form (SPEC 3, 5)', () => {
  it('shows the SPEC message of each wrong field and sends nothing', async () => {
    storeTip();
    const { fetchMock } = renderTipping('/add-card');
    await fillCard({ number: '', expiry: '', cvc: '', name: '' });
    for (const text of [
      'Please enter valid card number',
      'Please enter valid month',
      'Please enter valid cvv',
      'Please enter valid name',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();

    // The one expiry field names the wrong part: the month, else the year.
    await fillCard({ number: '4242424242424241', expiry: '1329', cvc: '12' });
    expect(screen.getByText('Please enter valid card number')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid month')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid cvv')).toBeInTheDocument();
    await fillCard({ number: '4242424242424242', expiry: '1299' });
    expect(screen.getByText('Please enter valid year')).toBeInTheDocument();
    expect(screen.queryByText('Please enter valid month')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/payments/sandbox/tokens')).toHaveLength(0);
  });

  it('spaces the number as typed, refuses an expired month and a short American Express CVC', async () => {
    storeTip();
    renderTipping('/add-card');
    const ue = userEvent.setup();
    const number = await screen.findByLabelText(/^card number/i);
    await ue.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    await ue.clear(number);
    await ue.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    const lastYear = String(new Date().getFullYear() - 1).slice(2);
    await fillCard({ number: '378282246310005', expiry: `12${lastYear}`, cvc: '123' });
    // A date already past is not a typo: the giver is told the card has expired.
    expect(screen.getByText('This card has expired. Please use another card.')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid cvv')).toBeInTheDocument();
  });

  it('fills in one tap: card autocomplete names, and one MM/YY expiry field that puts the slash in', async () => {
    storeTip();
    renderTipping('/add-card');
    const ue = userEvent.setup();
    const expiry = await screen.findByLabelText(/^expiry date/i);
    expect(screen.queryByLabelText(/expiry month|expiry year/i)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^card number/i)).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/^cvc/i)).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText(/^name on card/i)).toHaveAttribute('autocomplete', 'cc-name');
    await ue.type(expiry, '12');
    expect(expiry).toHaveValue('12/');
    await ue.type(expiry, '29');
    expect(expiry).toHaveValue('12/29');
    await ue.clear(expiry);
    await ue.type(expiry, '5');
    expect(expiry).toHaveValue('05/');
    await ue.clear(expiry);
    // What a password manager or a paste puts in, all read as December 2029.
    await ue.click(expiry);
    await ue.paste('12 / 2029');
    expect(expiry).toHaveValue('12/2029');
  });

  it('sends the card only to the tokenizer and pays with the token, keeping no card data anywhere', async () => {
    storeTip();
    const handler: FetchHandler = (url) => {
      if (url.endsWith('/payments/sandbox/tokens'))
        return tokenAnswer('tok_sandbox_aaaaaaaaaaaaaaaaaaaaaaaa');
      if (url.endsWith('/transactions/createtransactions'))
        return ok(paidTip({ tip: 1000, fee: 50, net: 950, total: 1000 }), 'Transaction Successful');
      return undefined;
    };
    const { fetchMock } = renderTipping('/add-card', { handler });
    await fillCard({ number: '4242 4242 4242 4242' });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your tip' });
    expect(within(dialog).getByText('Give a tip of $10.00 to maria.server?')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    const [tokenCall] = callsTo(fetchMock, '/payments/sandbox/tokens');
    expect(tokenCall?.body).toMatchObject({
      type: 'card',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: Number(NEXT_YEAR),
      cvc: '123',
    });
    const [tipCall] = callsTo(fetchMock, '/transactions/createtransactions');
    expect(tipCall?.body).toEqual({
      payee: PAYEE.id,
      currency: 'USD',
      paymentType: 'card',
      paymentMethod: 'tok_sandbox_aaaaaaaaaaaaaaaaaaaaaaaa',
      coverFee: false,
      amount: 1000,
      // The page's language, which the receipt is written in.
      language: 'en',
    });
    for (const call of fetchMock.mock.calls.filter(
      ([url]) => !String(url).endsWith('/payments/sandbox/tokens'),
    ))
      expect(cardNumbersIn(String(call[1]?.body ?? ''))).toBe(false);
    expect(cardNumbersIn(JSON.stringify({ ...window.localStorage }))).toBe(false);
    expect(cardNumbersIn(JSON.stringify({ ...window.sessionStorage }))).toBe(false);
  });
});

describe('paying: one Idempotency-Key per attempt', () => {
  it('retries a payment whose answer was lost with the same key, and charges a new card with a new key', async () => {
    endAttempt();
    storeTip();
    const answers: (() => Response)[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => fail(402, 'CARD_DECLINED', 'Your card was declined.'),
      () => ok(paidTip({ tip: 1000, fee: 50, net: 950, total: 1000 }), 'Transaction Successful'),
    ];
    let token = 0;
    const handler: FetchHandler = (url) => {
      if (url.endsWith('/payments/sandbox/tokens'))
        return tokenAnswer(`tok_sandbox_${String(++token).padStart(24, '0')}`);
      if (url.endsWith('/transactions/createtransactions')) return (answers.shift() ?? answers[0]!)();
      return undefined;
    };
    const { fetchMock } = renderTipping('/add-card', { handler });
    const ue = userEvent.setup();

    await fillCard({ number: '4000000000000002' });
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    // The answer was lost: the giver is told, and trying again is the same attempt.
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
    expect(screen.getAllByText('Network error').length).toBeGreaterThan(0);
    await ue.click(screen.getByRole('button', { name: 'Try again' }));
    // The card was declined: its message, and the way to another card.
    expect(await screen.findAllByText('Your card was declined.')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Use another card' }));
    await fillCard({ number: '4242424242424242' });
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay $10.00' }));
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();

    const calls = callsTo(fetchMock, '/transactions/createtransactions');
    const keys = calls.map((call) => call.headers.get('idempotency-key'));
    expect(calls).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    expect(keys[2]).not.toBe(keys[0]);
    expect(calls[2]?.body?.paymentMethod).not.toBe(calls[0]?.body?.paymentMethod);
  });
});
