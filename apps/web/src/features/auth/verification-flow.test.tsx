import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { json, renderApp, type FetchHandler } from '@test/render-app';

const user = makeUser();

/** Signs up as a tip giver on /signUp and types the mailed code on the next screen. */
async function signUpAndVerify(verifyAnswer: Response) {
  const handler: FetchHandler = (url) => {
    if (url.endsWith('/auth/register'))
      return json(201, {
        success: true,
        message: 'user created successfully',
        data: { user: { ...user, emailVerified: false }, signUpToken: 'grant-1' },
      });
    if (url.endsWith('/auth/verifyOTP')) return verifyAnswer;
    return undefined;
  };
  const result = renderApp('/signUp', { handler });
  const ue = userEvent.setup();
  await ue.type(await screen.findByLabelText(/^first name/i), 'Maria');
  await ue.type(screen.getByLabelText(/^last name/i), 'Lopez');
  await ue.type(screen.getByLabelText(/^user name/i), 'maria.l');
  await ue.type(screen.getByLabelText(/^email/i), 'maria@example.com');
  await ue.type(screen.getByLabelText(/^phone number/i), '+34600123456');
  await ue.type(screen.getByLabelText(/^password/i), 'Secret#1234');
  await ue.type(screen.getByLabelText(/^confirm password/i), 'Secret#1234');
  await ue.click(screen.getByRole('button', { name: /create account/i }));
  await ue.type(await screen.findByLabelText(/verification code/i), '12345');
  await ue.click(screen.getByRole('button', { name: /^verify$/i }));
  return result;
}

// Typing a whole sign-up form takes a while on a busy machine.
describe('verification after sign-up', { timeout: 20_000 }, () => {
  it('signs the new user in with the session the code answers and opens /Home', async () => {
    const { fetchMock } = await signUpAndVerify(
      json(200, {
        success: true,
        message: 'OTP is verified successfully',
        data: { user, accessToken: 'tok' },
      }),
    );
    expect(await screen.findByTestId('account-role')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/Home');
    const root = JSON.parse(window.localStorage.getItem('persist:root') ?? '{}') as { session: string };
    expect(JSON.parse(root.session)).toMatchObject({ accessToken: 'tok', user: { id: user.id } });
    expect(window.localStorage.getItem('isLogin')).toBe('false');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/verifyOTP')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'maria@example.com',
      otp: '12345',
      signUpToken: 'grant-1',
    });
  });

  it('sends the person to /login when the answer carries no session (an older server)', async () => {
    await signUpAndVerify(json(200, { success: true, message: 'OTP is verified successfully', data: {} }));
    expect(await screen.findByText('OTP is verified successfully')).toBeInTheDocument();
    expect(await screen.findByLabelText(/email or user name/i)).toHaveValue('maria@example.com');
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(window.localStorage.getItem('persist:root')).toBeNull();
  });
});
