// Test helpers of this feature (not part of the app bundle: only tests import this file).
import { payoutTermsOf, payoutFee } from '@opentip/shared/payouts';
import type { ProviderName } from '@opentip/shared/payment-rails';
import type {
  LinkedAccount,
  Payout,
  PayoutAccountsData,
  PayoutBalance,
} from '@opentip/shared/schemas/payouts.schema';
import { json } from '@test/render-app';
import { ok } from './receiving-test-kit';

export interface PayoutServer {
  accounts: LinkedAccount[];
  destination: ProviderName | null;
  cardRail: 'sandbox' | 'stripe';
  balances: PayoutBalance[];
  payouts: Payout[];
  banks: Record<string, { code: string; name: string }[]>;
  /** What POST /payouts answers; by default a paid payout of the amount asked. */
  withdraw?: (
    body: { provider: ProviderName; currency: string; amount: number },
    key: string | null,
  ) => Response;
  /** Bodies of the writes, in order. */
  writes: { path: string; body: unknown; key: string | null }[];
}

export function linked(
  provider: ProviderName,
  label: string,
  overrides: Partial<LinkedAccount> = {},
): LinkedAccount {
  return {
    provider,
    label,
    currency: null,
    ready: true,
    isDestination: false,
    linkedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function balanceOf(
  provider: ProviderName,
  currency: string,
  figures: { available: number; pending?: number; nextAvailableAt?: string; canWithdraw?: boolean },
): PayoutBalance {
  return {
    provider,
    currency,
    available: figures.available,
    pending: figures.pending ?? 0,
    nextAvailableAt: figures.nextAvailableAt ?? null,
    holdHours: 24,
    terms: payoutTermsOf(provider, currency),
    canWithdraw: figures.canWithdraw ?? true,
  };
}

export function makePayout(
  overrides: Partial<Payout> & Pick<Payout, 'provider' | 'currency' | 'amount'>,
): Payout {
  const fee = payoutFee(payoutTermsOf(overrides.provider, overrides.currency), overrides.amount);
  return {
    id: `po-${Math.random().toString(36).slice(2, 8)}`,
    destination: null,
    fee,
    net: overrides.amount - fee,
    status: 'paid',
    failureMessage: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export function payoutServer(state: Partial<PayoutServer> = {}): PayoutServer {
  return {
    accounts: [],
    destination: null,
    cardRail: 'sandbox',
    balances: [],
    payouts: [],
    banks: {},
    writes: [],
    ...state,
  };
}

function accountsData(server: PayoutServer): PayoutAccountsData {
  return {
    accounts: server.accounts.map((a) => ({ ...a, isDestination: a.provider === server.destination })),
    destination: server.destination,
    cardRail: server.cardRail,
  };
}

function link(server: PayoutServer, account: LinkedAccount) {
  server.accounts = [...server.accounts.filter((a) => a.provider !== account.provider), account];
  for (const balance of server.balances)
    if (balance.provider === account.provider) balance.canWithdraw = true;
  return ok(accountsData(server), 'OK');
}

/** A small stand-in of the payout endpoints: writes change what the reads answer next. */
export function payoutHandler(server: PayoutServer) {
  return async (url: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const path = pathname.replace('/api/v1', '');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    const key = new Headers(init?.headers).get('idempotency-key');
    if (method !== 'GET') server.writes.push({ path, body, key });
    if (path === '/payments/config')
      return ok({
        provider: server.cardRail,
        publishableKey: null,
        platformFeeBps: 500,
        accountCountry: 'US',
      });
    if (path === '/payout-accounts' && method === 'GET') return ok(accountsData(server));
    if (path === '/payout-accounts/destination' && method === 'PUT') {
      server.destination = (body as { provider: ProviderName }).provider;
      return ok(accountsData(server));
    }
    if (path === '/payouts/balances') return ok({ balances: server.balances });
    if (path === '/payouts' && method === 'GET') return ok({ payouts: server.payouts });
    if (path === '/payouts' && method === 'POST') {
      const asked = body as { provider: ProviderName; currency: string; amount: number };
      if (server.withdraw) return server.withdraw(asked, key);
      const payout = makePayout({ ...asked, status: 'paid' });
      server.payouts = [payout, ...server.payouts];
      return ok({ payout }, 'OK');
    }
    if (path === '/paypal/account' && method === 'POST') {
      const email = (body as { email: string }).email;
      return link(server, linked('paypal', `${email[0]}•••${email.slice(email.indexOf('@'))}`));
    }
    if (path === '/flutterwave/banks')
      return ok({ banks: server.banks[searchParams.get('country') ?? ''] ?? [] });
    if (path === '/flutterwave/account' && method === 'POST') {
      const asked = body as { kind: string; accountNumber?: string; phone?: string; currency?: string };
      if (asked.accountNumber === '0000000000')
        return json(400, {
          success: false,
          code: 'BANK_ACCOUNT_NOT_FOUND',
          message: 'Please enter a valid account number (digits only).',
          details: [{ path: 'accountNumber', key: 'bankAccountNumberInvalid' }],
        });
      const label =
        asked.kind === 'bank'
          ? `Access Bank ····${asked.accountNumber?.slice(-4)} (ADA OKAFOR)`
          : `M-Pesa ···· ${asked.phone?.slice(-4)}`;
      return link(server, linked('flutterwave', label, { currency: asked.currency ?? 'NGN' }));
    }
    return undefined;
  };
}
