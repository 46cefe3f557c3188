import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, renderAdminScreen, requestsTo } from '../shell/admin-test-kit';
import BusinessPage from './business-page';
import BusinessesPage from './businesses-page';

const BUSINESS = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const OWNER = '7c2e3d4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const TEAM = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const summary = (overrides: Record<string, unknown> = {}) => ({
  id: BUSINESS,
  name: 'Aurora Café',
  createdAt: '2026-03-01T10:00:00.000Z',
  owner: { id: OWNER, email: 'owner@aurora.test', fullName: 'Ada Owner' },
  subscription: { status: 'pastDue', planId: 'monthly', currentPeriodEnd: null, cancelAtPeriodEnd: false },
  ...overrides,
});
const list = (businesses: unknown[], extra = {}) => ({
  businesses,
  page: 1,
  total: businesses.length,
  hasMore: false,
  ...extra,
});

function renderList(path: string, answer = list([summary()])) {
  return renderAdminScreen(path, '/admin/businesses', <BusinessesPage />, (url) =>
    url.split('?')[0]?.endsWith('/admin/businesses') ? ok(answer) : undefined,
  );
}

describe('/admin/businesses', () => {
  it('lists businesses with owner email, status and plan, each linking to its page', async () => {
    renderList('/admin/businesses');
    const row = await screen.findByTestId(`business-${BUSINESS}`);
    expect(within(row).getByText('Aurora Café')).toBeInTheDocument();
    expect(row).toHaveTextContent('owner@aurora.test');
    expect(row).toHaveTextContent('Past due');
    expect(row).toHaveTextContent('Monthly');
    expect(within(row).getByRole('link')).toHaveAttribute('href', `/admin/businesses/${BUSINESS}`);
  });

  it('sends the search and the status filter, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderList('/admin/businesses');
    await screen.findByTestId(`business-${BUSINESS}`);
    await user.type(screen.getByLabelText('Business name or owner email'), 'aurora');
    await user.selectOptions(screen.getByLabelText('Subscription status'), 'lapsed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('/admin/businesses?q=aurora&status=lapsed', {
      selector: '[data-testid="location"]',
    });
    const last = requestsTo(fetchMock, '/admin/businesses').at(-1);
    expect(last?.query.get('q')).toBe('aurora');
    expect(last?.query.get('status')).toBe('lapsed');
    expect(last?.query.get('page')).toBe('1');
  });

  it('says when no business matches', async () => {
    renderList('/admin/businesses?status=canceled', list([]));
    expect(await screen.findByText('No business matches this search.')).toBeInTheDocument();
  });
});

const detail = {
  business: {
    id: BUSINESS,
    name: 'Aurora Café',
    businessType: 'corporation',
    address: '1 Main St',
    createdAt: '2026-03-01T10:00:00.000Z',
    owner: { id: OWNER, email: 'owner@aurora.test', fullName: 'Ada Owner' },
  },
  subscription: {
    status: 'active',
    planId: 'yearly',
    amount: 29000,
    currency: 'USD',
    trialEndsAt: '2026-03-15T10:00:00.000Z',
    currentPeriodEnd: '2027-03-10T10:00:00.000Z',
    cancelAtPeriodEnd: true,
    graceEndsAt: null,
    promo: null,
    card: { brand: 'visa', last4: '4242' },
    entitled: true,
  },
  invoices: [
    {
      id: 'inv-1',
      number: 'OT-2026-0001',
      amount: 23200,
      currency: 'USD',
      status: 'paid',
      periodStart: '2026-03-10T10:00:00.000Z',
      periodEnd: '2027-03-10T10:00:00.000Z',
      createdAt: '2026-03-10T10:00:00.000Z',
    },
  ],
  promoRedemptions: [
    {
      promoCodeId: 'p1',
      code: 'SPRING20',
      kind: 'percent',
      value: 20,
      currency: null,
      redeemedAt: '2026-03-10T10:00:00.000Z',
    },
  ],
  teams: [{ id: TEAM, name: 'Aurora Floor', code: 'ab12cd34' }],
};

describe('/admin/businesses/:id', () => {
  it('shows owner (linking to the person), subscription, invoices, promo code and teams', async () => {
    renderAdminScreen(`/admin/businesses/${BUSINESS}`, '/admin/businesses/:id', <BusinessPage />, (url) =>
      url.endsWith(`/admin/businesses/${BUSINESS}`) ? ok(detail) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Aurora Café' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Owner' })).toHaveAttribute('href', `/admin/people/${OWNER}`);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Yearly')).toBeInTheDocument();
    expect(screen.getByText('$290.00')).toBeInTheDocument();
    expect(screen.getByText('visa •••• 4242')).toBeInTheDocument();
    expect(screen.getByText('OT-2026-0001')).toBeInTheDocument();
    expect(screen.getByText('$232.00')).toBeInTheDocument();
    expect(screen.getByText('SPRING20')).toBeInTheDocument();
    expect(screen.getByText('20% off the first period')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Aurora Floor/ })).toHaveAttribute(
      'href',
      `/admin/teams/${TEAM}`,
    );
  });

  it('shows the API’s message when the business does not exist', async () => {
    renderAdminScreen(
      `/admin/businesses/${BUSINESS}`,
      '/admin/businesses/:id',
      <BusinessPage />,
      () =>
        new Response(JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  });
});
