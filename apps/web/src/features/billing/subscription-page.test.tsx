import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USERS_BY_KIND } from '@test/fixtures';
import { ok, plansFor, renderSubscriptionPage } from './billing-test-kit';
import { visitorCurrency } from './visitor-currency';

const plansHandler = (url: string) =>
  url.includes('/business/plans')
    ? ok(plansFor(new URL(url, 'http://x').searchParams.get('currency')))
    : undefined;

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => vi.restoreAllMocks());

describe('/Subscription', () => {
  it('shows what a business gets, the prices in the currency chosen in the app, and the trial and grace rules', async () => {
    window.localStorage.setItem('defaultCurrency', 'EUR');
    const { fetchMock } = renderSubscriptionPage({ user: null, handler: plansHandler });
    const monthly = await screen.findByTestId('plan-monthly');
    expect(monthly).toHaveTextContent('€27.00');
    expect(monthly).toHaveTextContent('a month');
    expect(screen.getByTestId('plan-yearly')).toHaveTextContent('€270.00');
    expect(screen.getByTestId('plan-yearly')).toHaveTextContent('Save €54.00 a year');
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('/business/plans'))?.[0])).toContain(
      'currency=EUR',
    );
    expect(screen.getByText('Your Google review link')).toBeInTheDocument();
    expect(screen.getByText('Invoices')).toBeInTheDocument();
    expect(screen.getByText(/free for its first 14 days/)).toBeInTheDocument();
    expect(screen.getByText(/keep everything for 7 more days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a business account' })).toHaveAttribute(
      'href',
      '/businessAccount',
    );
  });

  it("takes the browser's region when nothing was chosen, and the server's USD where it has no price", async () => {
    browserLanguages(['ja-JP']);
    renderSubscriptionPage({ user: null, handler: plansHandler });
    expect(await screen.findByTestId('plan-monthly')).toHaveTextContent('$29.00');
    expect(screen.getByText('Prices in USD.')).toBeInTheDocument();
  });

  it("a signed-in business sees its own currency's prices and a way to its subscription", async () => {
    const user = { ...USERS_BY_KIND.businessUser, currency: 'EUR' };
    renderSubscriptionPage({ user, handler: plansHandler });
    expect(await screen.findByTestId('plan-monthly')).toHaveTextContent('€27.00');
    expect(screen.getByRole('link', { name: 'Manage my subscription' })).toHaveAttribute(
      'href',
      '/business-subscription',
    );
  });

  it('says when the prices cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSubscriptionPage({
      user: null,
      handler: (url) => {
        if (!url.includes('/business/plans')) return undefined;
        if (fail) return new Response('{}', { status: 503 });
        return ok(plansFor('USD'));
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the prices.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('plan-monthly')).toHaveTextContent('$29.00');
  });
});

describe('visitorCurrency', () => {
  it('prefers the session, then the stored choice, then the browser region, then USD', () => {
    expect(visitorCurrency({ sessionCurrency: 'GBP', storedCurrency: 'EUR', languages: ['ar-AE'] })).toBe(
      'GBP',
    );
    expect(visitorCurrency({ storedCurrency: 'EUR', languages: ['ar-AE'] })).toBe('EUR');
    expect(visitorCurrency({ languages: ['ar-AE'] })).toBe('AED');
    expect(visitorCurrency({ languages: ['de'] })).toBe('EUR');
    expect(visitorCurrency({ storedCurrency: 'XYZ', languages: ['zz'] })).toBe('USD');
  });
});
