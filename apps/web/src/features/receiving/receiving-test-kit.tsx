// Test helpers of this feature (not part of the app bundle: only tests import this file).
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { json, renderScreens, stubFetch, type FetchHandler } from '@test/render-app';
import ConnectedAccountPage from './connected-account-page';
import DashboardPage from './dashboard-page';
import FlutterwavePage from './flutterwave-page';
import PaymentMethodsPage from './payment-methods-page';
import PaypalPage from './paypal-page';
import QrHomePage from './qr-home-page';
import StripePage from './stripe-page';

const SCREENS = {
  '/home': <DashboardPage />,
  '/qrhome': <QrHomePage />,
  '/stripe': <StripePage />,
  '/connectedAccount': <ConnectedAccountPage />,
  '/paymentMethods': <PaymentMethodsPage />,
  '/paypal': <PaypalPage />,
  '/flutter': <FlutterwavePage />,
};

/** One of this feature's screens at a path, with a stored session, the API answered by `handler`. */
export function renderScreen(path: string, options: { user: SessionUser | null; handler?: FetchHandler }) {
  return renderScreens(path, { ...options, screens: SCREENS });
}

export const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });

/** The calls made to a path (without the query), with their parsed query. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === `/api/v1${path}`);
}

let serial = 0;

/** A paid tip as GET /transactions answers it. */
export function makeTip(
  overrides: Omit<Partial<TipTransaction>, 'amounts'> & { amounts?: Partial<TipTransaction['amounts']> } = {},
): TipTransaction {
  serial += 1;
  const { amounts, ...rest } = overrides;
  return {
    id: `tip-${serial}`,
    status: 'succeeded',
    currency: 'USD',
    amounts: { tip: 1000, fee: 50, net: 950, total: 1000, ...amounts },
    billAmount: null,
    percent: null,
    coverFee: false,
    paymentType: 'card',
    card: { brand: 'visa', last4: '4242' },
    comment: null,
    payee: { id: 'u-1', username: 'maria', profileImg: null },
    giver: { id: 'g-1', username: 'zoe', profileImg: null },
    toTeamId: null,
    fromTeamId: null,
    refundedAmount: 0,
    feedback: null,
    createdAt: new Date().toISOString(),
    ...rest,
  };
}

export function tipsPage(transactions: TipTransaction[]) {
  return ok({
    transactions,
    page: 1,
    limit: 100,
    total: transactions.length,
    hasMore: false,
    startDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    endDate: new Date().toISOString(),
  });
}
