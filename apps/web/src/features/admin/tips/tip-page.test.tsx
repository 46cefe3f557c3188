import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused, renderAdminScreen, requestsTo } from '../shell/admin-test-kit';
import { RECEIVER, makeTip } from './tips-test-kit';
import TipPage from './tip-page';

const TIP_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

function detail(overrides: { tip?: Record<string, unknown>; reachable?: boolean } = {}) {
  const reachable = overrides.reachable ?? true;
  return {
    tip: makeTip(overrides.tip),
    ledger: [
      {
        id: 'lt-1',
        kind: 'tip',
        reference: `tip:${TIP_ID}`,
        createdAt: '2026-11-20T10:00:00.000Z',
        entries: [
          { accountKey: 'provider:sandbox', currency: 'USD', amount: -1250 },
          { accountKey: `user:${RECEIVER}`, currency: 'USD', amount: 1125 },
          { accountKey: 'platform:fees', currency: 'USD', amount: 125 },
        ],
      },
    ],
    refunds: [
      {
        id: 'rf-1',
        amount: 250,
        refundedTotal: 250,
        status: 'succeeded',
        requestedBy: null,
        providerRefundId: 're_1',
        createdAt: '2026-11-21T10:00:00.000Z',
        completedAt: '2026-11-21T10:00:01.000Z',
      },
    ],
    providerRecord: reachable
      ? { reachable: true, found: true, status: 'succeeded', paymentId: 'pay_123' }
      : { reachable: false, found: false, status: null, paymentId: null },
  };
}

function renderTip(
  answer = detail(),
  onRefund: (body: unknown) => Response = () =>
    ok({ tip: makeTip({ refundedAmount: 750 }) }, 'Refund issued'),
) {
  let current = answer;
  return renderAdminScreen(`/admin/tips/${TIP_ID}`, '/admin/tips/:id', <TipPage />, (url, init) => {
    if (url.endsWith(`/admin/tips/${TIP_ID}/refund`)) {
      const response = onRefund(JSON.parse(String(init?.body)));
      if (response.ok) current = { ...current, tip: makeTip({ refundedAmount: 750 }) };
      return response;
    }
    if (url.endsWith(`/admin/tips/${TIP_ID}`)) return ok(current);
    return undefined;
  });
}

describe('/admin/tips/:id', () => {
  it('shows the amounts, the parties, the ledger lines, the refunds and the provider record', async () => {
    renderTip();
    expect(await screen.findByText('$11.25', { selector: 'dd *' })).toBeInTheDocument();
    expect(screen.getByText('pay_123', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Silva (82055129)' })).toHaveAttribute(
      'href',
      `/admin/people/${RECEIVER}`,
    );
    const ledger = screen.getByTestId('ledger-lt-1');
    expect(within(ledger).getByText('provider:sandbox')).toBeInTheDocument();
    expect(ledger).toHaveTextContent('-$12.50');
    expect(ledger).toHaveTextContent('$1.25');
    expect(screen.getByTestId('refund-rf-1')).toHaveTextContent('$2.50');
    expect(screen.getByText('Status at the provider: succeeded')).toBeInTheDocument();
  });

  it('says when the payment provider could not be reached', async () => {
    renderTip(detail({ reachable: false }));
    expect(
      await screen.findByText('The payment provider could not be reached, so its record is not shown.'),
    ).toBeInTheDocument();
  });

  it('refunds part of the rest, in minor units, with the reason, after saying it cannot be undone', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const { fetchMock } = renderTip(detail(), (body) => {
      bodies.push(body);
      return ok({ tip: makeTip({ refundedAmount: 750 }) }, 'Refund issued');
    });
    const amount = await screen.findByLabelText(/Amount to refund \(USD\)/);
    expect(amount).toHaveValue('10.00');
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this tip?' });
    expect(dialog).toHaveTextContent('$5.00 will go back to the giver’s card. This cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/refund')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason/), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $5.00' }));
    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: 500, reason: 'Charged twice' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('$7.50', { selector: '[data-testid="tip-refunded"] *' }),
    ).toBeInTheDocument();
  });

  it('refuses an amount above what is left, without asking the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderTip();
    const amount = await screen.findByLabelText(/Amount to refund/);
    await user.clear(amount);
    await user.type(amount, '10.01');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('The refund must be more than 0 and at most what is left of the tip.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/refund')).toHaveLength(0);
  });

  it('shows the API refusal translated in the dialog', async () => {
    const user = userEvent.setup();
    renderTip(detail(), () =>
      refused(
        502,
        'REFUND_REFUSED',
        'The payment service did not accept this refund, so nothing was refunded.',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked by the giver');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $10.00' }));
    expect(
      await within(dialog).findByText(
        'The payment service did not accept this refund, so nothing was refunded.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no refund for a tip that did not succeed', async () => {
    renderTip(detail({ tip: { status: 'failed', refundedAmount: 0 } }));
    expect(await screen.findByText('Nothing of this tip can be refunded.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
