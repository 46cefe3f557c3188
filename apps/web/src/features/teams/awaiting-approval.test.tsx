import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, renderApp } from '@test/render-app';

const WAIT = 'Please wait for your request to be approved.';
const refused = () => json(403, { success: false, code: 'AWAITING_APPROVAL', message: WAIT });

describe('a team member awaiting approval (SPEC 4)', { timeout: 15_000 }, () => {
  it('signing in is told to wait on the login screen through the error-message flag, not a toast', async () => {
    const ue = userEvent.setup();
    renderApp('/login', { handler: (url) => (url.endsWith('/auth/login') ? refused() : undefined) });
    await ue.type(await screen.findByLabelText(/email or user name/i), 'nora@example.com');
    await ue.type(screen.getByLabelText(/^password/i), 'Tip-jar#2024');
    await ue.click(screen.getByRole('button', { name: /^log in$/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT);
    expect(screen.getAllByText(WAIT)).toHaveLength(1);
    expect(window.localStorage.getItem('errorMessage')).toBe('true');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('after verifying the address at sign-up, goes to the login screen that says to wait', async () => {
    const ue = userEvent.setup();
    window.localStorage.setItem('verificationEmail', 'nora@example.com');
    renderApp('/verification', {
      handler: (url) => (url.endsWith('/auth/verifyOTP') ? refused() : undefined),
    });
    await ue.type(await screen.findByLabelText(/verification code/i), '12345');
    await ue.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT);
    expect(screen.getAllByText(WAIT)).toHaveLength(1);
  });
});
