import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@opentip/shared/messages';
import { ADMIN } from '@test/fixtures';
import { json, ok, renderApp, type FetchHandler } from '@test/render-app';

const OTPAUTH = 'otpauth://totp/OpenTip:root%40opentip.test?secret=JBSWY3DPEHPK3PXP&issuer=OpenTip';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);
const emptyPeople = { people: [], page: 1, total: 0, hasMore: false };

function challenge(enroll: boolean) {
  return enroll
    ? { grant: 'g-1', enroll, secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: OTPAUTH }
    : { grant: 'g-1', enroll };
}

/** Login answers the second step; the second step answers `second` (a session or a refusal). */
function adminApi(enroll: boolean, second: () => Response): FetchHandler {
  return (url) => {
    if (url.endsWith('/auth/login')) return ok({ secondFactor: challenge(enroll) });
    if (url.endsWith('/admin/auth/second-factor')) return second();
    if (url.includes('/admin/people')) return ok(emptyPeople);
    return undefined;
  };
}

const session = (extra: object = {}) =>
  json(200, {
    success: true,
    message: 'user logged in successfully',
    data: { user: ADMIN, accessToken: 'admin-tok', ...extra },
  });

async function signIn(handler: FetchHandler) {
  const result = renderApp('/login', { handler });
  const ue = userEvent.setup();
  await ue.type(await screen.findByLabelText(/email or user name/i), 'root@opentip.test');
  await ue.type(screen.getByLabelText(/^password/i), 'Secret#123');
  await ue.click(screen.getByRole('button', { name: /^log in$/i }));
  return { ...result, ue };
}

function secondFactorBody(fetchMock: ReturnType<typeof renderApp>['fetchMock']): unknown {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/admin/auth/second-factor'));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

const storedSession = () => window.localStorage.getItem('persist:root');

describe("an administrator's sign-in (issue 16)", () => {
  it('enrolls with the QR code or the key, then shows the recovery codes once before the console', async () => {
    const { ue, fetchMock } = await signIn(adminApi(true, () => session({ recoveryCodes: RECOVERY })));
    expect(await screen.findByRole('heading', { name: 'Set up your authenticator app' })).toBeInTheDocument();
    expect(screen.getByTestId('qr-code')).toHaveAttribute('data-link', OTPAUTH);
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    const code = screen.getByLabelText(/6-digit code/i);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await ue.type(code, '123456');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(secondFactorBody(fetchMock)).toEqual({ grant: 'g-1', code: '123456' });
    for (const recovery of RECOVERY) expect(screen.getByText(recovery)).toBeInTheDocument();
    // Nothing is stored until the administrator says the codes are kept.
    expect(storedSession()).toBeNull();
    const goOn = screen.getByRole('button', { name: 'Go to the console' });
    expect(goOn).toBeDisabled();
    await ue.click(screen.getByLabelText('I have saved these codes somewhere safe'));
    await ue.click(goOn);

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/people'));
    expect(JSON.parse(JSON.parse(storedSession() ?? '{}').session)).toMatchObject({
      accessToken: 'admin-tok',
      user: { id: 'a-1' },
    });
    expect(await screen.findByRole('heading', { name: 'People' })).toBeInTheDocument();
  });

  it('signs an enrolled administrator in with the code from the app', async () => {
    const { ue, fetchMock } = await signIn(adminApi(false, () => session()));
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.queryByTestId('qr-code')).not.toBeInTheDocument();
    await ue.type(screen.getByLabelText(/6-digit code/i), '654321');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/people'));
    expect(secondFactorBody(fetchMock)).toEqual({ grant: 'g-1', code: '654321' });
    expect(storedSession()).toContain('admin-tok');
  });

  it('takes a recovery code instead', async () => {
    const { ue, fetchMock } = await signIn(adminApi(false, () => session()));
    await ue.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await ue.type(screen.getByLabelText(/recovery code/i), 'code-3-abcd');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/people'));
    expect(secondFactorBody(fetchMock)).toEqual({ grant: 'g-1', recoveryCode: 'code-3-abcd' });
  });

  it('says a wrong code is wrong and stores no session', async () => {
    const { ue } = await signIn(
      adminApi(false, () =>
        json(401, { success: false, code: 'ADMIN_CODE_WRONG', message: MESSAGES.adminCodeWrong }),
      ),
    );
    await ue.type(await screen.findByLabelText(/6-digit code/i), '000000');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.adminCodeWrong);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(storedSession()).toBeNull();
  });

  it('refuses a short code before asking the server', async () => {
    const { ue, fetchMock } = await signIn(adminApi(false, () => session()));
    await ue.type(await screen.findByLabelText(/6-digit code/i), '123');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MESSAGES.adminCodeWrong)).toBeInTheDocument();
    expect(secondFactorBody(fetchMock)).toBeUndefined();
  });

  it('sends an expired step back to the password', async () => {
    const { ue } = await signIn(
      adminApi(false, () =>
        json(401, { success: false, code: 'ADMIN_STEP_EXPIRED', message: MESSAGES.adminSignInStepExpired }),
      ),
    );
    await ue.type(await screen.findByLabelText(/6-digit code/i), '123456');
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MESSAGES.adminSignInStepExpired)).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText(/email or user name/i)).toBeInTheDocument();
  });
});
