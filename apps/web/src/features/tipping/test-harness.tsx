import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { Providers, createQueryClient } from '@/app/providers';
import { serializeSession } from '@/app/session/session-persistence';
import { makePaidTip } from '@test/fixtures';
import { json, stubFetch, type FetchHandler } from '@test/render-app';
import AddCardPage from './add-card-page';
import CalculateTipPage from './calculate-tip-page';
import ChooseCardPage from './choose-card-page';
import FlutterwavePage from './flutterwave-page';
import QrScanPage from './qr-scan-page';
import TipConfirmationPage from './tip-confirmation-page';
import TipReceiverPage from './tip-receiver-page';
import type { Payee } from './tip-draft';
import type { CreateTipData } from '@opentip/shared/schemas/tips.schema';

export { json };

export const PAYEE: Payee = {
  id: '7d0c4b6e-0c0a-4a53-9a39-1f1f2b0e6a11',
  teamId: null,
  username: 'maria.server',
  profileImg: null,
  rating: 4.5,
  reviewsCount: 12,
  placeId: null,
  currency: 'USD',
  paymentsEnabled: true,
  pool: null,
};

export const ok = (data: unknown, message = 'ok') => json(200, { success: true, message, data });
export const fail = (status: number, code: string, message: string) =>
  json(status, { success: false, code, message });

/** The payment settings of a sandbox server charging a 5 % platform fee. */
export function paymentsHandler(url: string): Response | undefined {
  if (url.endsWith('/payments/config'))
    return ok({ provider: 'sandbox', publishableKey: null, platformFeeBps: 500, accountCountry: 'US' });
  return undefined;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

interface Options {
  state?: unknown;
  user?: SessionUser;
  handler?: FetchHandler;
}

/** The tipping screens at their SPEC paths, with the app's providers and a stubbed fetch. */
export function renderTipping(path: string, { state, user, handler }: Options = {}) {
  if (user) window.localStorage.setItem('persist:root', serializeSession({ accessToken: 'token-1', user }));
  const fetchMock = stubFetch(
    user ?? null,
    async (url, init) => (await handler?.(url, init)) ?? paymentsHandler(url),
  );
  const result = render(
    <MemoryRouter
      initialEntries={[
        { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ]}
    >
      <Providers queryClient={createQueryClient()}>
        <Routes>
          <Route path="/QRScan" element={<QrScanPage />} />
          <Route path="/tip-receiver-details/:payeeCode" element={<TipReceiverPage />} />
          <Route path="/CalculateTip" element={<CalculateTipPage />} />
          <Route path="/choose-card" element={<ChooseCardPage />} />
          <Route path="/add-card" element={<AddCardPage />} />
          <Route path="/tipConfirmation" element={<TipConfirmationPage />} />
          <Route path="/flutterwave" element={<FlutterwavePage />} />
          <Route path="/publicFlutterwave" element={<FlutterwavePage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
  return { ...result, fetchMock };
}

/** The calls made to one endpoint, with their parsed JSON bodies and headers. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([url, init]) => ({
      url: String(url),
      headers: new Headers(init?.headers),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
    }));
}

/** What createtransactions answers for a paid tip. */
export function paidTip(
  amounts: { tip: number; fee: number; net: number; total: number },
  currency = 'USD',
): CreateTipData {
  return makePaidTip(PAYEE, amounts, currency);
}

/** A sandbox token for a card, as POST /payments/sandbox/tokens answers. */
export function tokenAnswer(token: string, last4 = '4242') {
  return ok({ paymentMethod: { token, type: 'card', brand: 'visa', last4, expMonth: 12, expYear: 2030 } });
}

/** What createtransactions answers when the giver's bank asks them to confirm (3-D Secure). */
export function authenticationAsked(
  amounts: { tip: number; fee: number; net: number; total: number },
  clientSecret = 'pi_sandbox_1_secret_abc',
): CreateTipData {
  const paid = paidTip(amounts);
  return {
    transaction: { ...paid.transaction, status: 'requiresAction' },
    feedbackToken: null,
    nextAction: { type: 'authenticate', clientSecret },
  };
}

/** A card the giver saved, as GET /cards lists it. */
export function savedCardOf(id: string, last4: string, expYear = 2031) {
  return { id, brand: 'visa', last4, expMonth: 12, expYear, createdAt: '2026-11-20T10:00:00.000Z' };
}

/** A tip of 10.00 to PAYEE set up on /CalculateTip before. */
export function storeTip(extra: Record<string, unknown> = {}) {
  window.localStorage.setItem(
    'tip',
    JSON.stringify({
      payeeCode: 'DEM0000001',
      payeeId: PAYEE.id,
      payee: PAYEE,
      mode: 'amount',
      amountText: '10',
      ...extra,
    }),
  );
}

/** Types a card into the sandbox card form of /add-card and taps Pay (the confirmation opens). */
export async function fillCard(number: string, options: { save?: boolean } = {}) {
  const ue = userEvent.setup();
  await ue.type(await screen.findByLabelText(/^card number/i), number);
  await ue.type(screen.getByLabelText(/^expiry date/i), `12${String(new Date().getFullYear() + 3).slice(2)}`);
  await ue.type(screen.getByLabelText(/^cvc/i), '123');
  await ue.type(screen.getByLabelText(/^name on card/i), 'Ana Giver');
  if (options.save) {
    await ue.click(screen.getByRole('checkbox', { name: /save this card/i }));
    const prompt = await screen.findByRole('dialog', { name: 'Save this card?' });
    await ue.click(within(prompt).getByRole('button', { name: 'Save card' }));
  }
  await ue.click(screen.getByRole('button', { name: /^pay \$/i }));
}
