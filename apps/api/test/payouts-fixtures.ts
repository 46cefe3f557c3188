import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { paymentAccounts } from '../src/db/schema/payments.ts';
import {
  ProviderUnavailableError,
  TransferRefusedError,
  type PaymentProvider,
  type PayoutOutcome,
  type PayoutRequest,
  type ProviderName,
} from '../src/integrations/payments/payment-provider.ts';
import { accountKeys, tipLines } from '../src/modules/ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../src/modules/ledger/ledger.service.ts';
import { bearer } from './fixtures.ts';

const HOUR_MS = 3_600_000;

/**
 * A paid tip's ledger movement as the tip services post it: `net` owed to the receiver through
 * `provider`, paid `hoursAgo` (older than the holding period: available; newer: pending).
 */
export async function creditTip(
  db: Db,
  options: { userId: string; provider: ProviderName; currency?: string; net: number; hoursAgo?: number },
): Promise<void> {
  const at = new Date(Date.now() - (options.hoursAgo ?? 48) * HOUR_MS);
  await postLedgerTransaction(db, {
    kind: 'tip',
    reference: `test-tip:${randomUUID()}`,
    tipId: null,
    lines: tipLines({
      provider: options.provider,
      currency: options.currency ?? 'USD',
      total: options.net,
      fee: 0,
      net: options.net,
      credit: { accountKey: accountKeys.receiver(options.userId, options.provider), kind: 'receiver' },
    }),
    at,
  });
}

/** A linked account at PayPal or Flutterwave, as their link routes save it. */
export async function linkAccount(
  db: Db,
  options: { userId: string; provider: 'paypal' | 'flutterwave'; currency?: string | null; ready?: boolean },
): Promise<string> {
  const accountId = `${options.provider}-${randomBytes(6).toString('hex')}`;
  await db.insert(paymentAccounts).values({
    userId: options.userId,
    provider: options.provider,
    accountId,
    chargesEnabled: options.ready ?? true,
    detailsSubmitted: options.ready ?? true,
    isDestination: false,
    label: options.provider === 'paypal' ? 'j•••@example.com' : 'Access Bank ····0031',
    currency: options.currency ?? null,
    details: options.provider === 'flutterwave' ? { bankCode: '044', accountNumber: '0690000031' } : null,
  });
  return accountId;
}

export function withdraw(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/payouts',
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

export type PayoutBehaviour = 'paid' | 'pending' | 'refuse' | 'unavailable';

/**
 * An in-memory PayPal or Flutterwave (or card rail) for payout tests: one payout per idempotency key (a retry
 * answers the first), doing what `behaviour` says when it is first asked.
 */
export function fakePayoutProvider(name: ProviderName) {
  const made = new Map<string, { request: PayoutRequest; outcome: PayoutOutcome }>();
  const calls: PayoutRequest[] = [];
  const state = { behaviour: 'paid' as PayoutBehaviour };
  const unused = () => Promise.reject(new Error('not used in payout tests'));
  const provider: PaymentProvider = {
    name,
    publishableKey: null,
    paymentTypes: () => [],
    acceptsPaymentMethod: () => false,
    cardFingerprint: async () => null,
    amountStep: () => 1,
    charge: unused,
    findCharge: unused,
    cancelCharge: unused,
    refund: unused,
    transfer: unused,
    async payout(request) {
      calls.push(request);
      const earlier = made.get(request.idempotencyKey);
      if (earlier) return earlier.outcome;
      if (state.behaviour === 'unavailable') throw new ProviderUnavailableError('down');
      if (state.behaviour === 'refuse')
        throw new TransferRefusedError('The account could not receive money.');
      const outcome: PayoutOutcome = {
        providerPayoutId: `${name}-po-${made.size + 1}-${randomUUID()}`,
        status: state.behaviour,
      };
      made.set(request.idempotencyKey, { request, outcome });
      return outcome;
    },
  };
  // The Flutterwave routes mount only with a provider that also lists banks and reads transfers.
  if (name === 'flutterwave')
    Object.assign(provider, {
      mode: 'sandbox',
      banks: unused,
      resolveBankAccount: unused,
      findTransfer: unused,
    });
  return { provider, calls, made, state };
}
