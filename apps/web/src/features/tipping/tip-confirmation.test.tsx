import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@test/fixtures';
import { callsTo, fail, ok, paidTip, PAYEE, renderTipping } from './test-harness';
import { saveTipResult } from './tip-result';

const paid = paidTip({ tip: 600, fee: 30, net: 570, total: 600 });

describe('/tipConfirmation and feedback', () => {
  it('says "Transaction Successful" with the amount and receiver, and a guest rates the tip with its token', async () => {
    const result = saveTipResult(paid, 'ana@example.com');
    const { fetchMock } = renderTipping('/tipConfirmation', {
      state: result,
      handler: (url) =>
        url.endsWith('/transactions/feedback')
          ? ok(
              {
                feedback: {
                  id: 'f1',
                  transactionId: paid.transaction.id,
                  rating: 5,
                  cannedComments: [],
                  comment: null,
                  createdAt: '',
                },
              },
              'Thank you for your feedback!',
            )
          : undefined,
    });
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();
    expect(screen.getByText('Tip to maria.server')).toBeInTheDocument();
    expect(screen.getAllByText('$6.00').length).toBeGreaterThan(0);
    expect(screen.getByText('A receipt was sent to ana@example.com.')).toBeInTheDocument();

    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    await ue.click(screen.getByRole('radio', { name: '5 stars' }));
    await ue.click(screen.getByRole('checkbox', { name: 'Thank you for the great service!' }));
    await ue.click(screen.getByRole('checkbox', { name: 'Very professional' }));
    await ue.type(screen.getByLabelText(/anything else/i), 'Lovely evening');
    await ue.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeInTheDocument();

    const [call] = callsTo(fetchMock, '/transactions/feedback');
    expect(call?.body).toEqual({
      transactionId: paid.transaction.id,
      rating: 5,
      cannedComments: ['thanksGreatService', 'praiseProfessional'],
      comment: 'Lovely evening',
      feedbackToken: 'feedback-token-1',
    });
  });

  it('sends a signed-in giver on to /feedback, and survives a reload from session storage', async () => {
    saveTipResult(paid, null);
    renderTipping('/tipConfirmation', { user: makeUser({ userType: 'payer', accountType: null }) });
    expect(await screen.findByRole('heading', { name: 'Transaction Successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rate maria.server' })).toHaveAttribute('href', '/feedback');
  });
});

describe('/tip-receiver-details/:payeeCode', () => {
  it("shows the receiver's card with a Tip action for a guest", async () => {
    renderTipping('/tip-receiver-details/DEM0000001', {
      handler: (url) => {
        if (url.includes('/payee-details/DEM0000001')) return ok({ payee: PAYEE });
        if (url.includes('/getstripeConnectedId'))
          return ok({ user: { id: PAYEE.id, stripeConnectedAccountId: 'acct_sandbox_1' } });
        return undefined;
      },
    });
    expect(await screen.findByRole('heading', { name: 'maria.server' })).toBeInTheDocument();
    expect(screen.getByText('4.5 (12)')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tip maria.server' }));
    expect(await screen.findByLabelText(/bill amount/i)).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/CalculateTip');
  });

  it("shows the server's message for an unknown code", async () => {
    renderTipping('/tip-receiver-details/NOPE', {
      handler: (url) =>
        url.includes('/payee-details/')
          ? fail(404, 'PAYEE_NOT_FOUND', 'No tip receiver was found with this unique ID.')
          : undefined,
    });
    expect(await screen.findByText('No tip receiver was found with this unique ID.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tip receiver not found' })).toBeInTheDocument();
  });
});
