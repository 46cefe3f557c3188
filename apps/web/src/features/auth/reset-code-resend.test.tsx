import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderApp } from '@test/render-app';

describe('/resetPassword: the code did not arrive (SPEC 2, 8)', { timeout: 30_000 }, () => {
  it('sends a new code to the address and says "Resent OTP on provided email"', async () => {
    const { fetchMock } = renderApp('/resetPassword', {
      handler: (url) => (url.endsWith('/auth/forgot-password') ? ok({}, 'OTP sent successfully') : undefined),
    });
    const ue = userEvent.setup();
    const resend = await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 8000 });
    await ue.click(resend);
    expect(await screen.findByText('Please enter valid email')).toBeInTheDocument();
    const sent = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/forgot-password'));
    expect(sent()).toHaveLength(0);

    await ue.type(screen.getByLabelText(/^Email/), 'Ana@Example.com');
    await ue.click(resend);
    expect(await screen.findByText('Resent OTP on provided email')).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
    expect(JSON.parse(String(sent()[0]?.[1]?.body))).toEqual({ email: 'ana@example.com' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^New code in \d+ s$/ })).toBeDisabled());
  });
});
