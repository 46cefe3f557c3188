import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, USERS_BY_KIND } from '@test/fixtures';
import { json } from '@test/render-app';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { callsTo, makeTip, ok, renderScreen, tipsPage } from './receiving-test-kit';

const receiver = makeUser({ id: 'u-1', currency: 'USD' });
const balance = (available: number) =>
  ok({
    balance: {
      currency: 'USD',
      todayTips: 1,
      receivedToday: 950,
      total: 950,
      available,
      poolShares: 0,
      pending: 0,
      nextAvailableAt: null,
      holdHours: 24,
    },
    otherCurrencies: [],
  });

/** A server holding one list of tips that answers refunds the way the API does. */
function refundServer(tips: TipTransaction[], options: { gate?: Promise<void> } = {}) {
  let available = 950;
  return (url: string, init?: RequestInit) => {
    if (url.includes('/payee/getBalance')) return balance(available);
    if (url.includes('/transactions?')) return tipsPage(tips);
    const match = /\/transactions\/([^/]+)\/refund$/.exec(url);
    if (match && init?.method === 'POST') {
      const { amount } = JSON.parse(String(init.body)) as { amount: number };
      const index = tips.findIndex((tip) => tip.id === match[1]);
      const tip = tips[index]!;
      const updated = { ...tip, refundedAmount: tip.refundedAmount + amount };
      tips[index] = updated;
      available -= amount;
      const answer = ok({ transaction: updated }, 'Refund issued');
      return options.gate ? options.gate.then(() => answer) : answer;
    }
  };
}

async function openRefund(ue: ReturnType<typeof userEvent.setup>, name = 'Refund the tip from zoe') {
  await ue.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Refund this tip' });
}

describe('refunding a received tip from /home', () => {
  it('refunds part of a tip after confirmation, then shows the refunded amount and the new balance', async () => {
    const ue = userEvent.setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tip = makeTip({ id: 'tip-a', amounts: { tip: 1000, fee: 50, net: 950, total: 1000 } });
    const { fetchMock } = renderScreen('/home', { user: receiver, handler: refundServer([tip], { gate }) });
    await waitFor(() => expect(screen.getByTestId('figure-available')).toHaveTextContent('$9.50'));

    const dialog = await openRefund(ue);
    expect(within(dialog).getByTestId('refund-left')).toHaveTextContent('$10.00');
    expect(within(dialog).getByTestId('refund-outcome')).toHaveTextContent(
      'zoe gets $10.00 back; $9.50 of it comes out of your share.',
    );
    await ue.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund \(USD\)/ });
    // More decimals than the dollar has, and more than is left, are both refused here.
    await ue.type(amount, '4.555');
    expect(
      within(dialog).getByText('The refund must be more than 0 and at most what is left of the tip.'),
    ).toBeInTheDocument();
    await ue.clear(amount);
    await ue.type(amount, '10.01');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('at most what is left');
    await ue.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm the refund' })).not.toBeInTheDocument();
    await ue.clear(amount);
    await ue.type(amount, '4.50');
    // The fee comes back in proportion: 23 cents of the 4.50 are the platform's.
    expect(within(dialog).getByTestId('refund-outcome')).toHaveTextContent(
      'zoe gets $4.50 back; $4.27 of it comes out of your share.',
    );
    await ue.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm the refund' });
    expect(confirm).toHaveTextContent('Give $4.50 back to zoe?');
    expect(confirm).toHaveTextContent('A refund cannot be undone');
    expect(callsTo(fetchMock, '/transactions/tip-a/refund')).toHaveLength(0);
    const balanceCalls = callsTo(fetchMock, '/payee/getBalance').length;
    const button = within(confirm).getByRole('button', { name: 'Refund $4.50' });
    await ue.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    release();

    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, '/transactions/tip-a/refund');
    expect(JSON.parse(String(call!.init?.body))).toEqual({ amount: 450 });
    expect(new Headers(call!.init?.headers).get('authorization')).toBe('Bearer token-1');
    expect(await screen.findByTestId('tip-refunded')).toHaveTextContent('Refunded $4.50');
    await waitFor(() => expect(screen.getByTestId('figure-available')).toHaveTextContent('$5.00'));
    expect(callsTo(fetchMock, '/payee/getBalance').length).toBeGreaterThan(balanceCalls);
  });

  it('refunds all that is left of a tip refunded in part before, and then offers no refund', async () => {
    const ue = userEvent.setup();
    const tip = makeTip({ id: 'tip-b', refundedAmount: 300 });
    const { fetchMock } = renderScreen('/home', { user: receiver, handler: refundServer([tip]) });
    const dialog = await openRefund(ue);
    expect(within(dialog).getByTestId('refund-left')).toHaveTextContent('$7.00');
    expect(within(dialog).getByText('Already refunded').nextSibling).toHaveTextContent('$3.00');
    await ue.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await ue.click(await screen.findByRole('button', { name: 'Refund $7.00' }));
    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, '/transactions/tip-b/refund')[0]!.init?.body))).toEqual({
      amount: 700,
    });
    await waitFor(() => expect(screen.getByTestId('tip-refunded')).toHaveTextContent('Refunded $10.00'));
    expect(screen.queryByRole('button', { name: /Refund the tip/ })).not.toBeInTheDocument();
  });

  it('checks the amount against the minor units of the tip currency', async () => {
    const ue = userEvent.setup();
    const tip = makeTip({ currency: 'JPY', amounts: { tip: 1000, fee: 50, net: 950, total: 1000 } });
    renderScreen('/home', { user: receiver, handler: refundServer([tip]) });
    const dialog = await openRefund(ue);
    await ue.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    const amount = within(dialog).getByRole('textbox', { name: /Amount to refund \(JPY\)/ });
    await ue.type(amount, '500.5');
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    await ue.clear(amount);
    await ue.type(amount, '500');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('refund-outcome')).toHaveTextContent('zoe gets ¥500 back');
  });

  it("shows the server's message when it refuses, and changes nothing", async () => {
    const ue = userEvent.setup();
    const tip = makeTip({ id: 'tip-c' });
    renderScreen('/home', {
      user: receiver,
      handler: (url) => {
        if (url.includes('/payee/getBalance')) return balance(950);
        if (url.includes('/transactions?')) return tipsPage([tip]);
        if (url.endsWith('/transactions/tip-c/refund'))
          return json(409, {
            success: false,
            code: 'TIP_NOT_REFUNDABLE',
            message: 'Only a successful tip can be refunded.',
          });
      },
    });
    await openRefund(ue);
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    await ue.click(await screen.findByRole('button', { name: 'Refund $10.00' }));
    expect(await screen.findByText('Only a successful tip can be refunded.')).toBeInTheDocument();
    // Back on the first step, free to cancel.
    expect(await screen.findByRole('dialog', { name: 'Refund this tip' })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('tip-refunded')).not.toBeInTheDocument();
  });

  it('offers a refund only on paid received tips with something left', async () => {
    const tips = [
      makeTip({ giver: { id: 'g-2', username: 'paid', profileImg: null } }),
      makeTip({ giver: { id: 'g-3', username: 'failed', profileImg: null }, status: 'failed' }),
      makeTip({ giver: { id: 'g-4', username: 'pending', profileImg: null }, status: 'pending' }),
      makeTip({ giver: { id: 'g-5', username: 'done', profileImg: null }, refundedAmount: 1000 }),
    ];
    renderScreen('/home', { user: receiver, handler: refundServer(tips) });
    await screen.findAllByTestId('tip-row');
    const buttons = screen.getAllByRole('button', { name: /^Refund the tip from/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Refund the tip from paid']);
  });

  it('offers no refund to a giver on the tips they sent', async () => {
    const giver = USERS_BY_KIND.tipGiver;
    const sent = makeTip({
      giver: { id: giver.id, username: giver.username, profileImg: null },
      payee: { id: 'r-1', username: 'lucas', profileImg: null },
    });
    renderScreen('/home', {
      user: giver,
      handler: (url) => (url.includes('/transactions?') ? tipsPage([sent]) : undefined),
    });
    expect(await screen.findByTestId('tip-row')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });
});
