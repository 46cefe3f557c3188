import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { makeTip, ok, renderScreen, tipsPage } from './receiving-test-kit';

const receiver = makeUser({ id: 'u-1', currency: 'USD' });
const zeroBalance = ok({
  balance: {
    currency: 'USD',
    todayTips: 0,
    receivedToday: 0,
    total: 0,
    available: 0,
    poolShares: 0,
    pending: 0,
    nextAvailableAt: null,
    holdHours: 24,
  },
  otherCurrencies: [],
});
const commented = makeTip({
  comment: '<b>Lovely</b> dinner',
  refundedAmount: 300,
  feedback: {
    rating: 5,
    cannedComments: ['thanksMadeMyDay', 'praiseProfessional'],
    comment: 'Will come back',
    createdAt: new Date().toISOString(),
  },
});

afterEach(async () => {
  await i18next.changeLanguage('en');
});

const showTips = (tips = [commented], user = receiver) =>
  renderScreen('/home', {
    user,
    handler: (url) => {
      if (url.includes('/payee/getBalance')) return zeroBalance;
      if (url.includes('/transactions?')) return tipsPage(tips);
    },
  });

describe("a giver's words on the receiver's dashboard", () => {
  it('shows the canned texts and comments on the row, as text', async () => {
    showTips();
    const row = await screen.findByTestId('tip-row');
    expect(within(row).getByText('Rated 5 stars')).toBeInTheDocument();
    expect(within(row).getByText('Thank you, you made my day!')).toBeInTheDocument();
    expect(within(row).getByText('Very professional')).toBeInTheDocument();
    expect(within(row).getByText('“<b>Lovely</b> dinner”')).toBeInTheDocument();
    expect(within(row).getByText('“Will come back”')).toBeInTheDocument();
    expect(row.querySelector('b')).toBeNull();
  });

  it('opens a detail with amount, date, giver, rating, words and refund state', async () => {
    const user = userEvent.setup();
    showTips();
    await user.click(await screen.findByRole('button', { name: 'Tip details: zoe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip details' });
    const detail = within(dialog);
    expect(detail.getByText('$9.50')).toBeInTheDocument();
    expect(detail.getByText('Tip $10.00 − fee $0.50')).toBeInTheDocument();
    expect(detail.getByText('zoe')).toBeInTheDocument();
    expect(detail.getByText('Rated 5 stars')).toBeInTheDocument();
    expect(detail.getByText('Thank you, you made my day!')).toBeInTheDocument();
    expect(detail.getByText('“<b>Lovely</b> dinner”')).toBeInTheDocument();
    expect(detail.getByText('Refunded $3.00')).toBeInTheDocument();
    await user.click(detail.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says Guest, no rating and no message for a guest who wrote nothing', async () => {
    const user = userEvent.setup();
    showTips([makeTip({ giver: null })]);
    await user.click(await screen.findByRole('button', { name: 'Tip details: Guest' }));
    const detail = within(await screen.findByRole('dialog'));
    expect(detail.getByText('Guest')).toBeInTheDocument();
    expect(detail.getByText('No rating')).toBeInTheDocument();
    expect(detail.getByText('No message')).toBeInTheDocument();
    expect(detail.getByText('Not refunded')).toBeInTheDocument();
  });

  it('translates the canned texts', async () => {
    await i18next.changeLanguage('fr');
    showTips();
    expect(await screen.findByText('Très professionnel')).toBeInTheDocument();
  });
});

describe("a giver's figures", () => {
  it('shows what was given in another currency than the default one, in that currency', async () => {
    const giver = USERS_BY_KIND.tipGiver;
    renderScreen('/home', {
      user: { ...giver, currency: 'EUR' },
      handler: (url) =>
        url.includes('/transactions?')
          ? tipsPage([
              makeTip({
                giver: { id: giver.id, username: giver.username, profileImg: null },
                payee: { id: 'r-1', username: 'lucas', profileImg: null },
                amounts: { tip: 1000, fee: 50, net: 950, total: 1000 },
              }),
            ])
          : undefined,
    });
    const usd = await screen.findByTestId('figures-USD');
    await waitFor(() => expect(within(usd).getByTestId('figure-total')).toHaveTextContent('$10.00'));
    expect(screen.queryByTestId('figures-EUR')).not.toBeInTheDocument();
    expect(screen.getByTestId('currency-note')).toHaveTextContent('in EUR, your default currency');
  });
});
