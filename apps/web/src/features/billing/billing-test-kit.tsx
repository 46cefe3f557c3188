// Test helpers of this feature (not part of the app bundle: only tests import this file).
import type { z } from 'zod';
import type { invoice, Plan, Subscription } from '@opentip/shared/schemas/billing.schema';
import type { SavedCard } from '@opentip/shared/schemas/cards.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import BusinessSubscriptionPage from './business-subscription-page';
import SubscriptionPage from './subscription-page';

export const BUSINESS_ID = '7b1d3c8e-4f2a-4d6b-9c1e-2a3b4c5d6e7f';

/** GET /business/mine as H1's route answers it. */
export const myBusiness = () => ({
  business: {
    id: BUSINESS_ID,
    name: 'Blue Lagoon Golf',
    businessType: 'corporation',
    estimatedRevenue: 'under100k',
    logo: null,
    address: null,
    placeId: null,
  },
});

export const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });
export const refused = (status: number, code: string, message: string, key?: string) =>
  json(status, { success: false, code, message, details: key ? [{ path: 'promoCode', key }] : undefined });

const PRICES: Record<string, [number, number]> = { USD: [2900, 29000], EUR: [2700, 27000] };

export function plansFor(requested: string | null) {
  const currency = requested && PRICES[requested] ? requested : 'USD';
  const [month, year] = PRICES[currency] ?? [2900, 29000];
  const plans: Plan[] = [
    { id: 'monthly', interval: 'month', amount: month, currency },
    { id: 'yearly', interval: 'year', amount: year, currency },
  ];
  return {
    plans,
    trialDays: 14,
    graceDays: 7,
    features: ['googleReviewLink', 'invoices'],
  };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    status: 'trialing',
    planId: null,
    amount: null,
    currency: null,
    trialEndsAt: new Date(Date.now() + 9.5 * 24 * 3600 * 1000).toISOString(),
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    promo: null,
    card: null,
    entitled: true,
    ...overrides,
  };
}

export function makeInvoice(overrides: Partial<z.infer<typeof invoice>> = {}): z.infer<typeof invoice> {
  return {
    id: 'inv-1',
    number: 'OT-2026-0001',
    amount: 2320,
    currency: 'USD',
    status: 'paid',
    periodStart: '2026-11-24T10:00:00.000Z',
    periodEnd: '2026-12-24T10:00:00.000Z',
    createdAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function makeCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return {
    id: '0f4b6c1e-8d2a-4b3c-9e5f-1a2b3c4d5e6f',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function renderSubscriptionPage(options: { user: SessionUser | null; handler?: FetchHandler }) {
  return renderScreens('/Subscription', {
    ...options,
    screens: { '/Subscription': <SubscriptionPage /> },
  });
}

export function renderBusinessSubscription(options: { user: SessionUser; handler?: FetchHandler }) {
  return renderScreens('/business-subscription', {
    ...options,
    screens: { '/business-subscription': <BusinessSubscriptionPage /> },
  });
}

/** The requests to a path: their bodies parsed, and their headers. */
export function callsTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0]?.endsWith(path))
    .map(([, init]) => {
      const request = init as RequestInit | undefined;
      return {
        method: request?.method ?? 'GET',
        body: request?.body ? (JSON.parse(String(request.body)) as unknown) : undefined,
        headers: (request?.headers ?? {}) as Record<string, string>,
      };
    });
}
