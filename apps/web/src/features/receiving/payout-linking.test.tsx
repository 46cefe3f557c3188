import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, USERS_BY_KIND, makePayeeDetails } from '@test/fixtures';
import { json } from '@test/render-app';
import { sessionStore } from '@/app/session/session-store';
import { externalNavigation } from './external-navigation';
import { callsTo, ok, renderScreen } from './receiving-test-kit';

const user = makeUser({ id: 'u-1', stripeConnectedAccountId: null });

interface Server {
  provider?: 'sandbox' | 'stripe';
  accountId?: string | null;
  paymentsEnabled?: boolean;
  link?: () => Response;
}

/** A small stand-in of the API: linking changes what the status calls answer next. */
function server(state: Server) {
  return (url: string, init?: RequestInit) => {
    if (url.endsWith('/payments/config'))
      return ok({
        provider: state.provider ?? 'sandbox',
        publishableKey: null,
        platformFeeBps: 500,
        accountCountry: 'US',
      });
    if (url.includes('/integration/getstripeConnectedId'))
      return ok({ user: { id: 'u-1', stripeConnectedAccountId: state.accountId ?? null } });
    if (url.includes('/payee/payee-details/'))
      return ok({
        payee: makePayeeDetails({ paymentsEnabled: state.paymentsEnabled ?? false }),
      });
    if (url.endsWith('/user/checkStripAccount') && init?.method === 'POST') return state.link?.();
  };
}

const sandboxLink = (state: Server) => () => {
  state.accountId = 'acct_sandbox_1f2e3d4c';
  state.paymentsEnabled = true;
  return ok(
    {
      user: { id: 'u-1', stripeConnectedAccountId: state.accountId, paymentsEnabled: true },
      onboardingUrl: null,
    },
    'Connect Account Successfully linked',
  );
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('linking the payout account', () => {
  it('in sandbox mode: explains, links at once, says "Connect Account Successfully linked" and shows it linked', async () => {
    const ue = userEvent.setup();
    const state: Server = {};
    state.link = sandboxLink(state);
    const { fetchMock } = renderScreen('/stripe', { user, handler: server(state) });
    expect(await screen.findByTestId('payout-state')).toHaveTextContent('Not linked');
    await ue.click(screen.getByRole('button', { name: 'Link payout account' }));

    const dialog = screen.getByRole('dialog', { name: 'How you get your tips' });
    expect(within(dialog).getByText(/Tips are paid out through our payment provider/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Linking creates your connected account/)).toBeInTheDocument();
    expect(within(dialog).getByText(/platform fee of 5%/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/sandbox mode: linking creates a test connected account at once/),
    ).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Link account' }));

    expect(await screen.findByText('Connect Account Successfully linked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payout-state')).toHaveTextContent('Linked'));
    expect(screen.getByTestId('payout-account-id')).toHaveTextContent('acct_sandbox_1f2e3d4c');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.get()?.user.stripeConnectedAccountId).toBe('acct_sandbox_1f2e3d4c');
    const [post] = callsTo(fetchMock, '/user/checkStripAccount');
    expect(new Headers(post!.init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('in Stripe mode: follows the onboarding link the API returns', async () => {
    const ue = userEvent.setup();
    const open = vi.spyOn(externalNavigation, 'open').mockImplementation(() => undefined);
    const state: Server = {
      provider: 'stripe',
      link: () =>
        ok(
          {
            user: { id: 'u-1', stripeConnectedAccountId: 'acct_1Q2w3E', paymentsEnabled: false },
            onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1Q2w3E/abc',
          },
          'Please finish setting up your payment account with Stripe.',
        ),
    };
    renderScreen('/stripe', { user, handler: server(state) });
    await ue.click(await screen.findByRole('button', { name: 'Link payout account' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/through our payment provider, Stripe/)).toBeInTheDocument();
    await ue.click(within(dialog).getByRole('button', { name: 'Continue to Stripe' }));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1Q2w3E/abc'),
    );
  });

  it('never follows an onboarding link that is not secure', async () => {
    const ue = userEvent.setup();
    const open = vi.spyOn(externalNavigation, 'open').mockImplementation(() => undefined);
    const state: Server = {
      provider: 'stripe',
      link: () =>
        ok({
          user: { id: 'u-1', stripeConnectedAccountId: 'acct_x', paymentsEnabled: false },
          onboardingUrl: 'javascript:alert(1)',
        }),
    };
    renderScreen('/stripe', { user, handler: server(state) });
    await ue.click(await screen.findByRole('button', { name: 'Link payout account' }));
    await ue.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    expect(await screen.findByText(/unexpected address/)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('shows an unfinished Stripe setup and lets the receiver continue it', async () => {
    renderScreen('/stripe', {
      user,
      handler: server({ provider: 'stripe', accountId: 'acct_1Q2w3E', paymentsEnabled: false }),
    });
    expect(await screen.findByTestId('payout-state')).toHaveTextContent('Setup not finished');
    expect(screen.getByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
  });

  it('reads the state again when Stripe sends the receiver back (?linked=1), then cleans the address', async () => {
    const state: Server = { provider: 'stripe', accountId: 'acct_1Q2w3E', paymentsEnabled: false };
    state.link = () => {
      state.paymentsEnabled = true;
      return ok(
        {
          user: { id: 'u-1', stripeConnectedAccountId: 'acct_1Q2w3E', paymentsEnabled: true },
          onboardingUrl: null,
        },
        'Connect Account Successfully linked',
      );
    };
    const { fetchMock } = renderScreen('/stripe?linked=1', { user, handler: server(state) });
    expect(await screen.findByText('Connect Account Successfully linked')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stripe$/));
    await waitFor(() => expect(screen.getByTestId('payout-state')).toHaveTextContent('Linked'));
    expect(callsTo(fetchMock, '/user/checkStripAccount')).toHaveLength(1);
  });

  it('does not send the receiver straight back to Stripe when they return with the setup unfinished', async () => {
    const open = vi.spyOn(externalNavigation, 'open').mockImplementation(() => undefined);
    const state: Server = {
      provider: 'stripe',
      accountId: 'acct_1Q2w3E',
      paymentsEnabled: false,
      link: () =>
        ok(
          {
            user: { id: 'u-1', stripeConnectedAccountId: 'acct_1Q2w3E', paymentsEnabled: false },
            onboardingUrl: 'https://connect.stripe.com/setup/e/x',
          },
          'Please finish setting up your payment account with Stripe.',
        ),
    };
    renderScreen('/stripe?linked=1', { user, handler: server(state) });
    expect(
      await screen.findByText('Please finish setting up your payment account with Stripe.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue setup' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('asks for a fresh onboarding link when the old one expired (?refresh=1) and follows it', async () => {
    const open = vi.spyOn(externalNavigation, 'open').mockImplementation(() => undefined);
    const state: Server = {
      provider: 'stripe',
      accountId: 'acct_1Q2w3E',
      link: () =>
        ok({
          user: { id: 'u-1', stripeConnectedAccountId: 'acct_1Q2w3E', paymentsEnabled: false },
          onboardingUrl: 'https://connect.stripe.com/setup/e/fresh',
        }),
    };
    renderScreen('/stripe?refresh=1', { user, handler: server(state) });
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/fresh'));
    expect(screen.getByText(/Taking you back to Stripe/)).toBeInTheDocument();
  });

  it('shows the server message when linking is refused', async () => {
    const ue = userEvent.setup();
    const state: Server = {
      link: () =>
        json(403, {
          success: false,
          code: 'ONLY_RECEIVERS',
          message: 'Only tip receivers can link a payment account.',
        }),
    };
    renderScreen('/connectedAccount', { user, handler: server(state) });
    await ue.click(await screen.findByRole('button', { name: 'Link payout account' }));
    await ue.click(screen.getByRole('button', { name: 'Link account' }));
    expect(await screen.findByText('Only tip receivers can link a payment account.')).toBeInTheDocument();
    expect(screen.getByTestId('payout-state')).toHaveTextContent('Not linked');
  });
});

describe('connected accounts and payment methods', () => {
  it('lists the payout account and the other connections of a receiver', async () => {
    renderScreen('/connectedAccount', {
      user,
      handler: server({ accountId: 'acct_sandbox_1', paymentsEnabled: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Connected accounts' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('payout-state')).toHaveTextContent('Linked'));
    expect(screen.getByRole('link', { name: /Google reviews/ })).toHaveAttribute('href', '/reviewPlatform');
    expect(screen.getByRole('link', { name: /Payment methods/ })).toHaveAttribute('href', '/paymentMethods');
  });

  it('shows each payout channel of a receiver with the linked state', async () => {
    renderScreen('/paymentMethods', {
      user,
      handler: server({ accountId: 'acct_sandbox_1', paymentsEnabled: true }),
    });
    await waitFor(() => expect(screen.getByTestId('method-state')).toHaveTextContent('Linked'));
    expect(screen.getByRole('link', { name: /PayPal/ })).toHaveAttribute('href', '/paypal');
  });

  it('tells a tip giver there is nothing to link, without asking the server', async () => {
    const { fetchMock } = renderScreen('/paymentMethods', {
      user: USERS_BY_KIND.tipGiver,
      handler: server({}),
    });
    expect(await screen.findByText(/nothing to set up/)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/user/checkStripAccount')).toHaveLength(0);
    expect(callsTo(fetchMock, '/integration/getstripeConnectedId')).toHaveLength(0);
  });
});
