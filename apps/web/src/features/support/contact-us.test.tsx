import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { ok, renderApp } from '@test/render-app';

describe('/ContactUs (SPEC 7)', { timeout: 30_000 }, () => {
  it('sends the message, thanks the person and fetches their user data afresh', async () => {
    const { fetchMock } = renderApp('/ContactUs', {
      user: makeUser(),
      handler: (url) =>
        url.endsWith('/user/contact-us') ? ok({}, 'query submitted successfully') : undefined,
    });
    const profileCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/profile')).length;
    const message = await screen.findByLabelText(/^Message/, {}, { timeout: 8000 });
    await waitFor(() => expect(profileCalls()).toBeGreaterThan(0));
    const before = profileCalls();
    const ue = userEvent.setup();
    await ue.type(message, 'My payout has not arrived yet.');
    await ue.click(screen.getByRole('button', { name: /^Send/ }));
    expect(await screen.findByText('query submitted successfully')).toBeInTheDocument();
    await waitFor(() => expect(profileCalls()).toBe(before + 1));
  });
});
