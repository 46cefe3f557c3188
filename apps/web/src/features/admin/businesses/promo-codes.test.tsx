import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused, renderAdminScreen, requestsTo } from '../shell/admin-test-kit';
import PromoCodesPage from './promo-codes-page';

const PROMO = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
const BUSINESS = '5b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

const promo = (overrides: Record<string, unknown> = {}) => ({
  id: PROMO,
  code: 'SPRING10',
  kind: 'amount',
  value: 1050,
  currency: 'EUR',
  validFrom: '2026-03-01T00:00:00.000Z',
  validUntil: null,
  maxRedemptions: 50,
  redemptions: 3,
  pausedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});
const page = (promoCodes: unknown[]) => ({ promoCodes, page: 1, total: promoCodes.length, hasMore: false });

function renderPromos(codes: unknown[] = [promo()], answers: { create?: Response; pause?: Response } = {}) {
  return renderAdminScreen('/admin/promo-codes', '/admin/promo-codes', <PromoCodesPage />, (url, init) => {
    const path = url.split('?')[0] ?? '';
    if (path.endsWith('/admin/promo-codes') && init?.method === 'POST')
      return answers.create ?? ok({ promoCode: promo({ code: 'NEW-ONE' }) }, 'Promo code created');
    if (path.endsWith('/admin/promo-codes')) return ok(page(codes));
    if (path.endsWith('/pause'))
      return answers.pause ?? ok({ promoCode: promo({ pausedAt: '2026-03-02T00:00:00.000Z' }) });
    if (path.endsWith('/redemptions'))
      return ok({
        redemptions: [
          { businessId: BUSINESS, businessName: 'Aurora Café', redeemedAt: '2026-03-05T10:00:00.000Z' },
        ],
        page: 1,
        total: 1,
        hasMore: false,
      });
    return undefined;
  });
}

describe('/admin/promo-codes', () => {
  it('shows each code with what it gives, its use against the limit and whether it is paused', async () => {
    renderPromos([
      promo(),
      promo({
        id: 'x',
        code: 'HALF',
        kind: 'percent',
        value: 50,
        currency: null,
        maxRedemptions: null,
        redemptions: 7,
        pausedAt: '2026-03-02T00:00:00.000Z',
      }),
    ]);
    const spring = await screen.findByTestId('promo-SPRING10');
    expect(spring).toHaveTextContent('€10.50 off the first period');
    expect(spring).toHaveTextContent('Used 3 / 50');
    expect(within(spring).queryByText('Paused')).not.toBeInTheDocument();
    const half = screen.getByTestId('promo-HALF');
    expect(half).toHaveTextContent('50% off the first period');
    expect(half).toHaveTextContent('Used 7 (no limit)');
    expect(within(half).getByText('Paused')).toBeInTheDocument();
    expect(within(half).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says when there is no code yet', async () => {
    renderPromos([]);
    expect(await screen.findByText('No promo code yet.')).toBeInTheDocument();
  });

  it('creates an amount code: the value in minor units, the currency, the last day included', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPromos();
    await screen.findByTestId('promo-SPRING10');
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    await user.type(screen.getByLabelText(/^Code/), 'new-one');
    await user.selectOptions(screen.getByLabelText(/What it gives/), 'amount');
    await user.type(screen.getByLabelText(/Amount off/), '10.50');
    await user.type(screen.getByLabelText(/Currency/), 'eur');
    await user.type(screen.getByLabelText('Valid until (included)'), '2026-06-30');
    await user.type(screen.getByLabelText('Maximum redemptions'), '100');
    await user.click(screen.getByRole('button', { name: 'Create the code' }));
    expect(await screen.findByText('Promo code NEW-ONE created.')).toBeInTheDocument();
    const posted = requestsTo(fetchMock, '/admin/promo-codes').find((r) => r.method === 'POST');
    expect(posted?.body).toEqual({
      code: 'new-one',
      kind: 'amount',
      value: 1050,
      currency: 'EUR',
      validUntil: '2026-07-01T00:00:00.000Z',
      maxRedemptions: 100,
    });
  });

  it('shows the server’s refusal of a code, translated, and keeps the form', async () => {
    const user = userEvent.setup();
    renderPromos([promo()], {
      create: refused(409, 'PROMO_CODE_EXISTS', 'A promo code with this name already exists.'),
    });
    await screen.findByTestId('promo-SPRING10');
    await user.click(screen.getByRole('button', { name: 'New promo code' }));
    await user.type(screen.getByLabelText(/^Code/), 'spring10');
    await user.type(screen.getByLabelText(/Percent off/), '10');
    await user.click(screen.getByRole('button', { name: 'Create the code' }));
    expect(await screen.findByText('A promo code with this name already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code/)).toHaveValue('spring10');
  });

  it('pauses a code only after a confirmation with a reason', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPromos();
    const row = await screen.findByTestId('promo-SPRING10');
    await user.click(within(row).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause SPRING10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(requestsTo(fetchMock, '/pause')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Leaked on a forum');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('SPRING10 is paused.')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, `/admin/promo-codes/${PROMO}/pause`);
    expect(request?.body).toEqual({ paused: true, reason: 'Leaked on a forum' });
  });

  it('shows the businesses that redeemed a code, linking to them', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPromos();
    const row = await screen.findByTestId('promo-SPRING10');
    await user.click(within(row).getByRole('button', { name: 'Show redemptions' }));
    const link = await within(row).findByRole('link', { name: /Aurora Café/ });
    expect(link).toHaveAttribute('href', `/admin/businesses/${BUSINESS}`);
    expect(requestsTo(fetchMock, `/admin/promo-codes/${PROMO}/redemptions`)).toHaveLength(1);
  });
});
