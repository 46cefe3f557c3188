import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@opentip/shared/messages';
import { json, renderApp, type FetchHandler } from '@test/render-app';

async function setPassword(path: string, handler: FetchHandler, confirm = 'Secret#123') {
  const result = renderApp(path, { handler });
  const ue = userEvent.setup();
  await ue.type(await screen.findByLabelText(/^new password/i), 'Secret#123');
  await ue.type(screen.getByLabelText(/^confirm password/i), confirm);
  await ue.click(screen.getByRole('button', { name: 'Set password' }));
  return result;
}

const setPasswordCall = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.find(([url]) => String(url).endsWith('/admin/auth/set-password'));

describe('/admin/set-password (the mailed link)', () => {
  it("sets the password with the link's token, then says so and links to sign in", async () => {
    const { fetchMock } = await setPassword('/admin/set-password?token=tok-123', (url) =>
      url.endsWith('/admin/auth/set-password')
        ? json(200, { success: true, message: MESSAGES.adminPasswordSet, data: {} })
        : undefined,
    );
    expect(await screen.findByText(MESSAGES.adminPasswordSet)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(JSON.parse(String(setPasswordCall(fetchMock)?.[1]?.body))).toEqual({
      token: 'tok-123',
      password: 'Secret#123',
    });
  });

  it('says an expired link has expired and what to do', async () => {
    await setPassword('/admin/set-password?token=old', (url) =>
      url.endsWith('/admin/auth/set-password')
        ? json(400, { success: false, code: 'ADMIN_LINK_EXPIRED', message: MESSAGES.adminLinkExpired })
        : undefined,
    );
    expect(await screen.findByText(MESSAGES.adminLinkExpired)).toBeInTheDocument();
    expect(screen.getByText(/run the create command again/i)).toBeInTheDocument();
  });

  it('does not send a link without its token, nor passwords that differ', async () => {
    const { fetchMock } = await setPassword('/admin/set-password', () => undefined);
    expect(await screen.findByText(MESSAGES.adminLinkInvalid)).toBeInTheDocument();
    expect(setPasswordCall(fetchMock)).toBeUndefined();
  });

  it('asks for the same password twice', async () => {
    const { fetchMock } = await setPassword('/admin/set-password?token=t', () => undefined, 'Other#123');
    expect(await screen.findByText(MESSAGES.passwordNotMatched)).toBeInTheDocument();
    expect(setPasswordCall(fetchMock)).toBeUndefined();
  });
});
