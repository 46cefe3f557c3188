import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { callsTo, fail, ok, PAYEE, renderTipping } from './test-harness';
import { readScannedText } from './scanned-link';

const giver = makeUser({ userType: 'payer', accountType: null, occupation: null });

const found = (url: string) => {
  if (url.includes('/payee/payee-details/20260001')) return ok({ payee: PAYEE });
  if (url.includes('/payee/payee-details/'))
    return fail(404, 'PAYEE_NOT_FOUND', 'No tip receiver was found with this unique ID.');
  if (url.includes('/integration/getstripeConnectedId'))
    return ok({ user: { id: PAYEE.id, stripeConnectedAccountId: 'acct_sandbox_0123456789abcdef' } });
  return undefined;
};

async function enter(value: string) {
  const ue = userEvent.setup();
  const input = await screen.findByLabelText(/^unique id/i);
  await ue.clear(input);
  if (value) await ue.type(input, value);
  await ue.click(screen.getByRole('button', { name: 'Find receiver' }));
}

describe('/QRScan: the unique ID (SPEC 4, 5)', () => {
  it('says "Please enter unique ID" when empty and the 8-digit rule otherwise, before asking the server', async () => {
    const { fetchMock } = renderTipping('/QRScan', { user: giver, handler: found });
    await enter('');
    expect(await screen.findByText('Please enter unique ID')).toBeInTheDocument();
    await enter('123456789');
    expect(await screen.findByText('Please enter a number with a maximum of 8 digits.')).toBeInTheDocument();
    await enter('12a4');
    expect(screen.getByText('Please enter a number with a maximum of 8 digits.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/payee/payee-details')).toHaveLength(0);
  });

  it("shows the server's message when no receiver has the ID", async () => {
    renderTipping('/QRScan', { user: giver, handler: found });
    await enter('12345678');
    expect(await screen.findByText('No tip receiver was found with this unique ID.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms the receiver, fetches their connected account, clears the old tip and opens /CalculateTip', async () => {
    window.localStorage.setItem(
      'tip',
      JSON.stringify({ payeeCode: 'OLD', payeeId: 'old', payee: { ...PAYEE, id: 'old' }, amountText: '99' }),
    );
    const { fetchMock } = renderTipping('/QRScan', { user: giver, handler: found });
    await enter('20260001');
    const dialog = await screen.findByRole('dialog', { name: 'Tip this person?' });
    expect(within(dialog).getByText('maria.server')).toBeInTheDocument();
    expect(within(dialog).getByText('4.5 (12)')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Yes, continue' }));
    await screen.findByText(/^Tip maria.server$/);
    expect(screen.getByTestId('location').textContent).toBe('/CalculateTip');
    expect(callsTo(fetchMock, '/integration/getstripeConnectedId')[0]?.url).toContain(`userId=${PAYEE.id}`);
    expect(JSON.parse(window.localStorage.getItem('tip') ?? '{}')).toMatchObject({
      payeeCode: '20260001',
      payeeId: PAYEE.id,
      connectedAccountId: 'acct_sandbox_0123456789abcdef',
      amountText: '',
    });
  });

  it('hides the rating below 5 reviews with the SPEC hint', async () => {
    renderTipping('/QRScan', {
      user: giver,
      handler: (url) =>
        url.includes('/payee-details/') ? ok({ payee: { ...PAYEE, reviewsCount: 4 } }) : found(url),
    });
    await enter('20260001');
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('It takes minimum 5 reviews to reveal the overall rating'),
    ).toBeInTheDocument();
  });
});

describe('a scanned QR code', () => {
  it("follows a receiver's link on any host, takes a bare unique ID, and refuses anything else", () => {
    expect(readScannedText('https://opentip.example/tip-receiver-details/DEM0000001')).toEqual({
      kind: 'payeeCode',
      code: 'DEM0000001',
    });
    expect(readScannedText(' http://localhost:3000/tip-receiver-details/AB12CD/ ')).toEqual({
      kind: 'payeeCode',
      code: 'AB12CD',
    });
    expect(readScannedText('20260001')).toEqual({ kind: 'uniqueId', uniqueId: '20260001' });
    expect(readScannedText('javascript:alert(1)//tip-receiver-details/X')).toBeNull();
    expect(readScannedText('https://evil.example/login')).toBeNull();
    expect(readScannedText('hello')).toBeNull();
  });
});
