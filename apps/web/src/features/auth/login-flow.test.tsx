import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { json, renderApp, type FetchHandler } from '@test/render-app';

const user = makeUser();

async function logIn(handler: FetchHandler) {
  const result = renderApp('/login', { handler });
  const ue = userEvent.setup();
  await ue.type(await screen.findByLabelText(/email or user name/i), 'Maria@Example.com');
  await ue.type(screen.getByLabelText(/^password/i), 'Secret#123');
  await ue.click(screen.getByRole('button', { name: /^log in$/i }));
  return result;
}

describe('login (SPEC 4)', () => {
  it('stores the session under persist:root, sets the login flag to false and opens /Home', async () => {
    const { fetchMock } = await logIn((url) =>
      url.endsWith('/auth/login')
        ? json(200, {
            success: true,
            message: 'user logged in successfully',
            data: { user, accessToken: 'tok' },
          })
        : undefined,
    );
    expect(await screen.findByText('user logged in successfully')).toBeInTheDocument();
    expect(await screen.findByTestId('account-role')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/Home');
    const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as { session: string };
    expect(JSON.parse(root.session)).toMatchObject({ accessToken: 'tok', user: { id: 'u-1' } });
    expect(window.localStorage.getItem('isLogin')).toBe('false');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/login')) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'maria@example.com',
      password: 'Secret#123',
    });
  });

  it('sends the bearer token on later calls', async () => {
    const { fetchMock } = await logIn((url) =>
      url.endsWith('/auth/login')
        ? json(200, { success: true, message: 'ok', data: { user, accessToken: 'tok' } })
        : undefined,
    );
    await screen.findByTestId('account-role');
    const profileCall = await vi.waitFor(() => {
      const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/user/profile'));
      if (!call) throw new Error('no profile call yet');
      return call;
    });
    expect(new Headers(profileCall[1]?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('sets the error-message flag instead of a toast for a member awaiting approval', async () => {
    await logIn((url) =>
      url.endsWith('/auth/login')
        ? json(200, {
            success: true,
            message: 'Please wait for your request to be approved.',
            data: { user, accessToken: 'tok' },
          })
        : undefined,
    );
    // The account screen shows the notice once; no toast repeats it.
    expect(await screen.findByText('Please wait for your request to be approved.')).toHaveClass(
      'notice__text',
    );
    expect(window.localStorage.getItem('errorMessage')).toBe('true');
    expect(screen.getAllByText('Please wait for your request to be approved.')).toHaveLength(1);
  });

  it('sends an unverified email to /verification with a fresh code', async () => {
    const { fetchMock } = await logIn((url) => {
      if (url.endsWith('/auth/login'))
        return json(403, {
          success: false,
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Please verify your email address before logging in.',
        });
      if (url.endsWith('/auth/get-otp'))
        return json(200, { success: true, message: 'OTP sent successfully', data: {} });
      return undefined;
    });
    expect(await screen.findByRole('heading', { name: /check your email/i })).toBeInTheDocument();
    expect(screen.getByText(/maria@example.com/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/get-otp'))).toBe(true);
  });

  it('shows the server message of a failed login', async () => {
    await logIn((url) =>
      url.endsWith('/auth/login')
        ? json(401, {
            success: false,
            code: 'INVALID_CREDENTIALS',
            message: 'The email or password is incorrect.',
          })
        : undefined,
    );
    expect(await screen.findByText('The email or password is incorrect.')).toBeInTheDocument();
  });

  it('says "Network error" when fetch fails', async () => {
    await logIn((url) => {
      if (url.endsWith('/auth/login')) throw new TypeError('Failed to fetch');
      return undefined;
    });
    expect(await screen.findByText('Network error')).toBeInTheDocument();
  });
});
