import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { balanceOf, linked, payoutHandler, payoutServer } from './payout-test-server';
import { renderScreen, tipsPage } from './receiving-test-kit';

const user = makeUser({ id: 'u-1' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/paypal', () => {
  it('with nothing linked: asks for the PayPal email, checks it, links it and shows it masked', async () => {
    const ue = userEvent.setup();
    const server = payoutServer();
    renderScreen('/paypal', { user, handler: payoutHandler(server) });
    expect(await screen.findByRole('heading', { name: 'PayPal payouts' })).toBeInTheDocument();
    expect(await screen.findByTestId('paypal-state')).toHaveTextContent('Not linked');
    expect(
      await screen.findByText('No balance yet. Tips paid through this provider appear here.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No withdrawals yet.')).toBeInTheDocument();

    const email = screen.getByLabelText(/PayPal email address/);
    await ue.type(email, 'jane@');
    await ue.click(screen.getByRole('button', { name: 'Link PayPal account' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(server.writes).toHaveLength(0);

    await ue.clear(email);
    await ue.type(email, 'Jane@Example.com');
    await ue.click(screen.getByRole('button', { name: 'Link PayPal account' }));
    expect(await screen.findByTestId('paypal-account')).toHaveTextContent('j•••@example.com');
    expect(screen.getByTestId('paypal-state')).toHaveTextContent('Linked');
    expect(screen.getByText(/PayPal account linked: j•••@example.com/)).toBeInTheDocument();
    expect(server.writes[0]).toMatchObject({
      path: '/paypal/account',
      body: { email: 'jane@example.com' },
    });
  });

  it('makes the linked PayPal account the place the receiver is paid', async () => {
    const ue = userEvent.setup();
    const server = payoutServer({
      accounts: [linked('sandbox', 'acct_sandbox_1'), linked('paypal', 'j•••@example.com')],
      destination: 'sandbox',
    });
    renderScreen('/paypal', { user, handler: payoutHandler(server) });
    expect(await screen.findByTestId('destination-state')).toHaveTextContent(
      'New tips are paid through Sandbox (test payments) now.',
    );
    await ue.click(screen.getByRole('button', { name: 'Get paid through PayPal' }));
    await waitFor(() => expect(screen.getByTestId('destination-state')).toHaveTextContent('Paid here'));
    expect(server.writes).toEqual([
      { path: '/payout-accounts/destination', body: { provider: 'paypal' }, key: null },
    ]);
  });

  it('names PayPal in the linking information and says how its payouts work', async () => {
    const ue = userEvent.setup();
    renderScreen('/paypal', { user, handler: payoutHandler(payoutServer()) });
    await ue.click(await screen.findByRole('button', { name: 'How payouts work' }));
    const dialog = screen.getByRole('dialog', { name: 'How you get your tips' });
    expect(within(dialog).getByText(/held for you at PayPal/)).toBeInTheDocument();
    expect(within(dialog).getByText(/with PayPal Payouts/)).toBeInTheDocument();
    expect(within(dialog).getByText(/platform fee of 5%/)).toBeInTheDocument();
  });

  it('tells a tip giver there is nothing to link, without asking the server', async () => {
    const server = payoutServer();
    const { fetchMock } = renderScreen('/paypal', {
      user: USERS_BY_KIND.tipGiver,
      handler: payoutHandler(server),
    });
    expect(await screen.findByText(/Only tip receivers link a payout account/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/payout-accounts'))).toBe(false);
  });
});

describe('/flutter', () => {
  it('links a bank account: country, the banks Flutterwave lists there, account number', async () => {
    const ue = userEvent.setup();
    const server = payoutServer({
      banks: {
        NG: [
          { code: '044', name: 'Access Bank' },
          { code: '058', name: 'GTBank' },
        ],
      },
    });
    renderScreen('/flutter', { user, handler: payoutHandler(server) });
    await screen.findByTestId('flutterwave-state');
    const bank = screen.getByLabelText(/^Bank/, { selector: 'select' });
    expect(bank).toBeDisabled();
    await ue.selectOptions(screen.getByLabelText(/Country of your bank/), 'NG');
    await waitFor(() => expect(bank).toBeEnabled());
    await ue.selectOptions(bank, '044');
    await ue.type(screen.getByLabelText(/Account number/), '12ab');
    await ue.click(screen.getByRole('button', { name: 'Link bank account' }));
    expect(await screen.findByText('Please enter a valid account number (digits only).')).toBeInTheDocument();
    expect(server.writes).toHaveLength(0);

    await ue.clear(screen.getByLabelText(/Account number/));
    await ue.type(screen.getByLabelText(/Account number/), '0690000031');
    await ue.click(screen.getByRole('button', { name: 'Link bank account' }));
    expect(await screen.findByTestId('flutterwave-account')).toHaveTextContent(
      'Access Bank ····0031 (ADA OKAFOR)',
    );
    expect(screen.getByTestId('flutterwave-account')).toHaveTextContent('NGN');
    expect(server.writes[0]).toEqual({
      path: '/flutterwave/account',
      body: { kind: 'bank', country: 'NG', bankCode: '044', accountNumber: '0690000031' },
      key: null,
    });
  });

  it('shows the reason under the account number when Flutterwave does not know the account', async () => {
    const ue = userEvent.setup();
    const server = payoutServer({ banks: { GH: [{ code: 'GH1', name: 'Ecobank Ghana' }] } });
    renderScreen('/flutter', { user, handler: payoutHandler(server) });
    await ue.selectOptions(await screen.findByLabelText(/Country of your bank/), 'GH');
    await waitFor(() => expect(screen.getByLabelText(/^Bank/, { selector: 'select' })).toBeEnabled());
    await ue.selectOptions(screen.getByLabelText(/^Bank/, { selector: 'select' }), 'GH1');
    await ue.type(screen.getByLabelText(/Account number/), '0000000000');
    await ue.click(screen.getByRole('button', { name: 'Link bank account' }));
    const field = screen.getByLabelText(/Account number/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Please enter a valid account number (digits only).')).toBeInTheDocument();
  });

  it('links a mobile-money wallet: currency, its network (M-Pesa alone for KES), phone', async () => {
    const ue = userEvent.setup();
    const server = payoutServer({
      balances: [balanceOf('flutterwave', 'KES', { available: 250_000, canWithdraw: false })],
    });
    renderScreen('/flutter', { user, handler: payoutHandler(server) });
    await ue.click(await screen.findByRole('radio', { name: 'Mobile money' }));
    await ue.selectOptions(screen.getByLabelText(/^Currency/), 'KES');
    expect(screen.getByLabelText(/Mobile-money network/)).toHaveValue('MPESA');
    await ue.type(screen.getByLabelText(/Mobile-money phone number/), '+254712345678');
    await ue.click(screen.getByRole('button', { name: 'Link wallet' }));
    expect(await screen.findByTestId('flutterwave-account')).toHaveTextContent('M-Pesa ···· 5678');
    expect(server.writes[0]?.body).toEqual({
      kind: 'mobileMoney',
      currency: 'KES',
      network: 'MPESA',
      phone: '+254712345678',
    });
    const row = await screen.findByTestId('balance-KES');
    await waitFor(() => expect(within(row).getByRole('button', { name: /Withdraw/ })).toBeEnabled());
  });

  it('names Flutterwave in the linking information', async () => {
    const ue = userEvent.setup();
    renderScreen('/flutter', { user, handler: payoutHandler(payoutServer()) });
    await ue.click(await screen.findByRole('button', { name: 'How payouts work' }));
    const dialog = screen.getByRole('dialog', { name: 'How you get your tips' });
    expect(within(dialog).getByText(/held for you at Flutterwave/)).toBeInTheDocument();
    expect(within(dialog).getByText(/with a Flutterwave transfer/)).toBeInTheDocument();
  });
});

describe('/stripe', () => {
  it('has the same destination choice, balances and history for the card rail', async () => {
    const server = payoutServer({
      accounts: [linked('sandbox', 'acct_sandbox_1', { isDestination: true })],
      destination: 'sandbox',
      balances: [
        balanceOf('sandbox', 'USD', { available: 4_000 }),
        balanceOf('paypal', 'USD', { available: 1 }),
      ],
    });
    const handler = payoutHandler(server);
    renderScreen('/stripe', {
      user: makeUser({ id: 'u-1', stripeConnectedAccountId: 'acct_sandbox_1' }),
      handler: async (url, init) => {
        if (url.includes('/integration/getstripeConnectedId'))
          return Response.json({
            success: true,
            message: 'OK',
            data: { user: { id: 'u-1', stripeConnectedAccountId: 'acct_sandbox_1' } },
          });
        return handler(url, init);
      },
    });
    expect(await screen.findByTestId('destination-state')).toHaveTextContent('Paid here');
    expect(await screen.findByTestId('balance-USD')).toHaveTextContent('$40.00');
    expect(screen.getAllByTestId(/^balance-/).filter((e) => e.tagName === 'LI')).toHaveLength(1);
  });
});

describe('the dashboard', () => {
  it('says where the receiver is paid and leads to each provider screen', async () => {
    const server = payoutServer({
      accounts: [linked('paypal', 'j•••@example.com')],
      destination: 'paypal',
    });
    const handler = payoutHandler(server);
    renderScreen('/home', {
      user,
      handler: async (url, init) => {
        if (url.includes('/transactions')) return tipsPage([]);
        return handler(url, init);
      },
    });
    const paid = await screen.findByTestId('paid-through');
    expect(paid).toHaveTextContent('Paid through: PayPal (j•••@example.com)');
    expect(within(paid).getByRole('link', { name: /PayPal/ })).toHaveAttribute('href', '/paypal');
    expect(within(paid).getByRole('link', { name: /Flutterwave/ })).toHaveAttribute('href', '/flutter');
    expect(within(paid).getByRole('link', { name: /Sandbox/ })).toHaveAttribute('href', '/stripe');
  });
});
