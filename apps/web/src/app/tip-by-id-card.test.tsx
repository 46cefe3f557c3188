import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { json, ok, renderApp, type FetchHandler } from '@test/render-app';

const MARIA = {
  id: '7d0c4b6e-0c0a-4a53-9a39-1f1f2b0e6a11',
  teamId: null,
  username: 'maria.server',
  profileImg: null,
  rating: 4.5,
  reviewsCount: 12,
  placeId: null,
  currency: 'USD',
  paymentsEnabled: true,
  pool: null,
};
const NOBODY = 'No tip receiver was found with this unique ID.';

const server: FetchHandler = (url) => {
  if (url.includes('/payee/payee-details/20260001')) return ok({ payee: MARIA });
  if (url.includes('/payee/payee-details/'))
    return json(404, { success: false, code: 'PAYEE_NOT_FOUND', message: NOBODY });
  if (url.includes('/integration/getstripeConnectedId'))
    return ok({ user: { id: MARIA.id, stripeConnectedAccountId: 'acct_sandbox_0123456789abcdef' } });
  if (url.endsWith('/payments/config'))
    return ok({ provider: 'sandbox', publishableKey: null, platformFeeBps: 500, accountCountry: 'US' });
  return undefined;
};

async function typeId(value: string) {
  const ue = userEvent.setup();
  const field = await screen.findByLabelText(/^Unique ID/i, {}, { timeout: 8000 });
  await ue.clear(field);
  if (value) await ue.type(field, value);
  await ue.click(screen.getByRole('button', { name: 'Find receiver' }));
}

describe('a visitor types a unique ID on /welcome (SPEC 2, 4, 5, 8)', { timeout: 30_000 }, () => {
  it('checks the ID as SPEC 5 says before asking the server', async () => {
    const { fetchMock } = renderApp('/welcome', { handler: server });
    await typeId('');
    expect(await screen.findByText('Please enter unique ID')).toBeInTheDocument();
    await typeId('123456789');
    expect(await screen.findByText('Please enter a number with a maximum of 8 digits.')).toBeInTheDocument();
    const lookups = fetchMock.mock.calls.filter(([url]) => String(url).includes('/payee-details/'));
    expect(lookups).toHaveLength(0);
  });

  it("shows the server's message as a toast for an unknown ID, and stays on /welcome to try again", async () => {
    renderApp('/welcome', { handler: server });
    await typeId('12345678');
    const toast = await screen.findByText(NOBODY);
    expect(toast.closest('[role="status"], [role="alert"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/welcome');
    expect(screen.getByLabelText(/^Unique ID/)).toBeInTheDocument();
  });

  it("confirms the receiver's photo, name and rating in a dialog, then opens /CalculateTip", async () => {
    const { fetchMock } = renderApp('/welcome', { handler: server });
    await typeId('20260001');
    const dialog = await screen.findByRole('dialog', { name: 'Tip this person?' }, { timeout: 8000 });
    expect(within(dialog).getByText('maria.server')).toBeInTheDocument();
    expect(within(dialog).getByText('4.5 (12)')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/welcome');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/CalculateTip'));
    const connected = fetchMock.mock.calls.find(([url]) => String(url).includes('getstripeConnectedId'));
    expect(String(connected?.[0])).toContain(`userId=${MARIA.id}`);
    expect(JSON.parse(window.localStorage.getItem('tip') ?? '{}')).toMatchObject({
      payeeCode: '20260001',
      payeeId: MARIA.id,
      connectedAccountId: 'acct_sandbox_0123456789abcdef',
    });
  });

  it('closes the dialog on Cancel and leaves the visitor where they were', async () => {
    renderApp('/welcome', { handler: server });
    await typeId('20260001');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/welcome');
  });
});

describe('GET /payee/payee-details/{code} carries the session (SPEC 6)', { timeout: 30_000 }, () => {
  const authOf = (calls: unknown[][], part: string) => {
    const call = calls.find(([url]) => String(url).includes(part));
    return new Headers((call?.[1] as RequestInit | undefined)?.headers).get('authorization');
  };

  it('sends the bearer token when signed in (a giver on /QRScan)', async () => {
    const giver = makeUser({ userType: 'payer', accountType: null, occupation: null });
    const { fetchMock } = renderApp('/QRScan', { user: giver, handler: server });
    await typeId('20260001');
    await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(authOf(fetchMock.mock.calls, '/payee/payee-details/20260001')).toBe('Bearer token-1');
  });

  it('sends none for a visitor', async () => {
    const { fetchMock } = renderApp('/welcome', { handler: server });
    await typeId('20260001');
    await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(authOf(fetchMock.mock.calls, '/payee/payee-details/20260001')).toBeNull();
  });
});
