import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser } from '@test/fixtures';
import { json, renderApp } from '@test/render-app';
import { ok, PAYEE } from './test-harness';
import { readTipDraft, writeTipDraft } from './tip-draft';

const giver = makeUser({ userType: 'payer', accountType: null });
const OTHER = { ...PAYEE, id: '0b9c1f3e-5d7a-4e2b-8c6d-9a8b7c6d5e4f', username: 'lucas.bar' };

/** A draft an earlier tip to someone else left behind. */
function leaveEarlierDraft() {
  writeTipDraft({
    payeeCode: 'OLD0000001',
    payeeId: OTHER.id,
    payee: OTHER,
    connectedAccountId: 'acct_old',
    mode: 'amount',
    amountText: '25',
    comment: 'for last night',
    coverFee: true,
    email: 'ana@example.com',
  });
}

const payeeHandler = (url: string) =>
  url.includes('/payee-details/DEM0000001') ? ok({ payee: PAYEE }) : undefined;

describe('SPEC 4: arriving on /tip-receiver-details/', () => {
  it("forgets a guest's earlier tip but keeps the receipt address", async () => {
    leaveEarlierDraft();
    renderApp('/tip-receiver-details/DEM0000001', { handler: payeeHandler });
    expect(await screen.findByRole('heading', { name: 'maria.server' })).toBeInTheDocument();
    const draft = readTipDraft();
    expect(draft?.email).toBe('ana@example.com');
    expect([draft?.amountText, draft?.comment, draft?.coverFee, draft?.connectedAccountId]).toEqual([
      '',
      '',
      false,
      null,
    ]);
  });

  it("forgets a signed-in giver's earlier tip and keeps the session that still works", async () => {
    leaveEarlierDraft();
    const { fetchMock } = renderApp('/tip-receiver-details/DEM0000001', {
      user: giver,
      handler: payeeHandler,
    });
    expect(await screen.findByRole('heading', { name: 'maria.server' })).toBeInTheDocument();
    expect(readTipDraft()).toBeNull();
    expect(screen.getByText('Pay by card, Apple Pay or Google Pay.')).toBeInTheDocument();
    expect(window.localStorage.getItem('persist:root')).not.toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/user/profile'))).toHaveLength(1);
  });

  it('drops a dead session without any logout or session message and lets them tip as a guest', async () => {
    const { fetchMock } = renderApp('/tip-receiver-details/DEM0000001', {
      user: giver,
      handler: (url) =>
        url.endsWith('/user/profile')
          ? json(401, { success: false, code: 'UNAUTHORIZED', message: 'Please log in to continue.' })
          : payeeHandler(url),
    });
    expect(
      await screen.findByText('No account needed. Pay by card, Apple Pay or Google Pay.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tip maria.server' })).toBeEnabled();
    expect(window.localStorage.getItem('persist:root')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/tip-receiver-details/DEM0000001');
    // Give any toast time to appear before saying there is none.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const text of ['Logout successfully', 'Please log in to continue.'])
      expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/user/profile'))).toBe(true);
  });
});
