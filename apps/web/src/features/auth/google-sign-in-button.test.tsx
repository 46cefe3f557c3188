import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { json, renderApp, type FetchHandler } from '@test/render-app';

const CLIENT_ID = 'web-client.apps.googleusercontent.com';
const ID_TOKEN = 'google-id-token-for-gina';

const config = (googleClientId: string | null) => (url: string) =>
  url.endsWith('/api/v1/config')
    ? json(200, { success: true, message: 'OK', data: { googleClientId } })
    : undefined;

/**
 * Google Identity Services cannot be reached from a test: this stand-in has its interface
 * (initialize, renderButton) and its button hands the app an ID token, as Google's does.
 */
function installGoogleStandIn() {
  let callback: ((response: { credential: string }) => void) | undefined;
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          callback = options.callback;
        },
        renderButton: (element) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Sign in with Google';
          button.addEventListener('click', () => callback?.({ credential: ID_TOKEN }));
          element.append(button);
        },
        disableAutoSelect: () => undefined,
      },
    },
  };
}

afterEach(() => {
  delete window.google;
});

const bodiesTo = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

function googleServer(exists: boolean, user = makeUser()): FetchHandler {
  return (url) => {
    if (url.endsWith('/auth/initial-social-login'))
      return json(200, {
        success: true,
        message: 'ok',
        data: { exists, email: 'gina@gmail.test', firstName: 'Gina', lastName: 'Rossi' },
      });
    if (url.endsWith('/auth/social-login'))
      return json(200, {
        success: true,
        message: 'user logged in successfully',
        data: { user, accessToken: 'token-google' },
      });
    return config(CLIENT_ID)(url);
  };
}

describe('Google sign-in on /login', { timeout: 30_000 }, () => {
  it('is offered when the server has a Google client id', async () => {
    renderApp('/login', { handler: config(CLIENT_ID) });
    expect(await screen.findByTestId('google-sign-in')).toBeInTheDocument();
  });

  it('is not offered when the server has none', async () => {
    const { fetchMock } = renderApp('/login', { handler: config(null) });
    await screen.findByRole('button', { name: /^log in$/i });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/v1/config'))).toBe(true),
    );
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('asks POST /auth/initial-social-login first, and signs an existing account straight in', async () => {
    installGoogleStandIn();
    const { fetchMock } = renderApp('/login', { handler: googleServer(true) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByText('user logged in successfully')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/auth/initial-social-login')).toEqual([{ idToken: ID_TOKEN }]);
    // The app's language goes along: a first sign-in makes the account in it.
    expect(bodiesTo(fetchMock, '/auth/social-login')).toEqual([{ idToken: ID_TOKEN, lang: 'en' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a new Google account sign up as a tip receiver', async () => {
    installGoogleStandIn();
    const receiver = makeUser({ email: 'gina@gmail.test', userType: 'payee', accountType: 'individual' });
    const { fetchMock } = renderApp('/login', { handler: googleServer(false, receiver) });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to OpenTip' });
    expect(
      within(dialog).getByText('gina@gmail.test has no OpenTip account yet. How will you use OpenTip?'),
    ).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/auth/social-login')).toHaveLength(0);
    await ue.click(within(dialog).getByRole('radio', { name: /I receive tips/ }));
    await ue.click(within(dialog).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('user logged in successfully')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/auth/social-login')).toEqual([
      { idToken: ID_TOKEN, userType: 'payee', accountType: 'individual', lang: 'en' },
    ]);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Home'));
  });

  it('makes a new Google account a tip giver when that is the choice', async () => {
    installGoogleStandIn();
    const { fetchMock } = renderApp('/login', {
      handler: googleServer(false, makeUser({ userType: 'payer', accountType: null, occupation: null })),
    });
    const ue = userEvent.setup();
    await ue.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to OpenTip' });
    await ue.click(within(dialog).getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('user logged in successfully')).toBeInTheDocument();
    expect(bodiesTo(fetchMock, '/auth/social-login')).toEqual([
      { idToken: ID_TOKEN, userType: 'payer', lang: 'en' },
    ]);
  });
});
