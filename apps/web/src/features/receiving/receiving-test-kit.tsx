// Test helpers of this feature (not part of the app bundle: only tests import this file).
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { Providers, createQueryClient } from '@/app/providers';
import { serializeSession } from '@/app/session/session-persistence';
import { json, stubFetch, type FetchHandler } from '@test/render-app';
import ConnectedAccountPage from './connected-account-page';
import DashboardPage from './dashboard-page';
import PaymentMethodsPage from './payment-methods-page';
import QrHomePage from './qr-home-page';
import StripePage from './stripe-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** One of this feature's screens at a path, with a stored session, the API answered by `handler`. */
export function renderScreen(
  path: string,
  { user, handler }: { user: SessionUser | null; handler?: FetchHandler },
) {
  if (user) window.localStorage.setItem('persist:root', serializeSession({ accessToken: 'token-1', user }));
  const fetchMock = stubFetch(user, handler);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Providers queryClient={createQueryClient()}>
        <Routes>
          <Route path="/home" element={<DashboardPage />} />
          <Route path="/qrhome" element={<QrHomePage />} />
          <Route path="/stripe" element={<StripePage />} />
          <Route path="/connectedAccount" element={<ConnectedAccountPage />} />
          <Route path="/paymentMethods" element={<PaymentMethodsPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
  return { ...result, fetchMock };
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
