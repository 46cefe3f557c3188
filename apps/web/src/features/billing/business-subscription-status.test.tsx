import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@opentip/shared/schemas/billing.schema';
import { USERS_BY_KIND } from '@test/fixtures';
import {
  BUSINESS_ID,
  callsTo,
  makeInvoice,
  makeSubscription,
  myBusiness,
  ok,
  plansFor,
  renderBusinessSubscription,
} from './billing-test-kit';

const owner = USERS_BY_KIND.businessUser;

function handlerFor(state: { subscription: Subscription }, extra?: (url: string) => Response | undefined) {
  return (url: string) => {
    const answer = extra?.(url);
    if (answer) return answer;
    if (url.endsWith('/business/mine')) return ok(myBusiness());
    if (url.endsWith(`/business/${BUSINESS_ID}/subscription`))
      return ok({ subscription: state.subscription, invoices: [makeInvoice()] });
    if (url.includes('/business/plans')) return ok(plansFor('USD'));
    if (url.endsWith('/cards')) return ok({ cards: [] });
    return undefined;
  };
}

const activeMonthly = makeSubscription({
  status: 'active',
  planId: 'monthly',
  amount: 2900,
  currency: 'USD',
  trialEndsAt: null,
  currentPeriodEnd: '2026-12-24T10:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
});

describe('/business-subscription status', () => {
  it('a trial says how many days are left', async () => {
    renderBusinessSubscription({ user: owner, handler: handlerFor({ subscription: makeSubscription() }) });
    const status = await screen.findByTestId('status');
    expect(status).toHaveTextContent('Free trial');
    expect(status).toHaveTextContent('10 days left in your free trial');
    expect(await screen.findByRole('heading', { name: 'Choose a plan' })).toBeInTheDocument();
  });

  it('an active subscription shows its next renewal, its amount and the invoices', async () => {
    renderBusinessSubscription({ user: owner, handler: handlerFor({ subscription: activeMonthly }) });
    const status = await screen.findByTestId('status');
    expect(status).toHaveTextContent('Active');
    expect(status).toHaveTextContent('Monthly plan. Next renewal on December 24, 2026: $29.00.');
    expect(status).toHaveTextContent('Card: Visa •••• 4242');
    const invoice = screen.getByTestId('invoice');
    expect(invoice).toHaveTextContent('OT-2026-0001');
    expect(invoice).toHaveTextContent('Nov 24, 2026 – Dec 24, 2026');
    expect(invoice).toHaveTextContent('$23.20');
    expect(invoice).toHaveTextContent('Paid');
    expect(screen.queryByRole('heading', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });

  it('a failed renewal says until when everything is kept and what to do', async () => {
    const subscription = {
      ...activeMonthly,
      status: 'pastDue' as const,
      graceEndsAt: '2026-12-31T10:00:00.000Z',
    };
    renderBusinessSubscription({ user: owner, handler: handlerFor({ subscription }) });
    const status = await screen.findByTestId('status');
    expect(status).toHaveTextContent('Payment failed');
    expect(status).toHaveTextContent('Your renewal of $29.00 could not be paid');
    expect(status).toHaveTextContent('you keep everything until December 31, 2026');
    expect(status).toHaveTextContent('What to do: make sure the card can pay');
    expect(await screen.findByRole('heading', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('lapsed and ended subscriptions say so and offer to subscribe again', async () => {
    const lapsed = makeSubscription({ status: 'lapsed', entitled: false, trialEndsAt: null });
    renderBusinessSubscription({ user: owner, handler: handlerFor({ subscription: lapsed }) });
    const status = await screen.findByTestId('status');
    expect(status).toHaveTextContent('Paused');
    expect(status).toHaveTextContent('Nothing was deleted');
    expect(status).toHaveTextContent('Business features are paused.');
    expect(await screen.findByRole('heading', { name: 'Subscribe again' })).toBeInTheDocument();
  });

  it('cancels at period end after a confirmation, then keeps it on request', async () => {
    const user = userEvent.setup();
    const state = { subscription: activeMonthly };
    const { fetchMock } = renderBusinessSubscription({
      user: owner,
      handler: handlerFor(state, (url) => {
        if (url.endsWith('/subscription/cancel')) {
          state.subscription = { ...activeMonthly, cancelAtPeriodEnd: true };
          return ok({ subscription: state.subscription, invoices: [] }, 'Subscription cancelled');
        }
        if (url.endsWith('/subscription/resume')) {
          state.subscription = activeMonthly;
          return ok({ subscription: state.subscription, invoices: [] }, 'Subscription resumed');
        }
        return undefined;
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('It ends on December 24, 2026.');
    expect(callsTo(fetchMock, '/subscription/cancel')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('Ending'));
    expect(screen.getByTestId('status')).toHaveTextContent('you keep everything until December 24, 2026');
    expect(callsTo(fetchMock, '/subscription/cancel')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() =>
      expect(screen.getByTestId('status')).toHaveTextContent('Next renewal on December 24, 2026'),
    );
    expect(callsTo(fetchMock, '/subscription/resume')).toHaveLength(1);
  });

  it('says when the business cannot be found', async () => {
    renderBusinessSubscription({
      user: owner,
      handler: (url) =>
        url.endsWith('/business/mine')
          ? new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found.' }), {
              status: 404,
            })
          : undefined,
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not find the business of this account.' }),
    ).toBeInTheDocument();
  });
});
