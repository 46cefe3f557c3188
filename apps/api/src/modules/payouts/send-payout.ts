import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { payouts, type PayoutRow } from '../../db/schema/payouts.ts';
import {
  ProviderUnavailableError,
  TransferRefusedError,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider.ts';
import { recordProviderPayoutId, settlePayout } from './payout-settlement.ts';

/** The provider's idempotency key of a payout: every call for it, first or retried, sends the same. */
export const providerKeyOf = (payout: Pick<PayoutRow, 'id'>) => `payout_${payout.id}`;

export interface SendPayoutOptions {
  db: Db;
  provider: PaymentProvider;
  now: Date;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Asks the provider to pay a recorded payout (its ledger movement already committed) and records
 * what it said: paid, pending (its webhook tells the end), or refused (the money goes back). When
 * the outcome is unknown the payout stays pending and the retry job asks again with the same key.
 */
export async function sendPayout(options: SendPayoutOptions, payout: PayoutRow): Promise<PayoutRow> {
  const { db, provider, now } = options;
  const [account] = await db
    .select({ details: paymentAccounts.details })
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.userId, payout.userId),
        eq(paymentAccounts.provider, payout.provider),
        eq(paymentAccounts.accountId, payout.accountId),
      ),
    );
  try {
    const outcome = await provider.payout({
      idempotencyKey: providerKeyOf(payout),
      payoutId: payout.id,
      accountId: payout.accountId,
      accountDetails: account?.details ?? null,
      amount: payout.amount - payout.fee,
      currency: payout.currency,
      description: 'OpenTip withdrawal',
    });
    if (outcome.status === 'paid')
      await settlePayout(
        { db, now },
        {
          provider: payout.provider,
          payoutId: payout.id,
          providerPayoutId: outcome.providerPayoutId,
          outcome: { status: 'paid' },
        },
      );
    else await recordProviderPayoutId(db, payout.id, outcome.providerPayoutId);
  } catch (error) {
    if (error instanceof TransferRefusedError)
      await settlePayout(
        { db, now },
        {
          provider: payout.provider,
          payoutId: payout.id,
          outcome: { status: 'failed', reason: error.message },
        },
      );
    else {
      // Unknown outcome (unreachable, or an answer we could not read): never guess, ask again later.
      const unavailable = error instanceof ProviderUnavailableError;
      options.log.warn({ err: error, payoutId: payout.id, unavailable }, 'payout left pending for a retry');
    }
  }
  const [fresh] = await db.select().from(payouts).where(eq(payouts.id, payout.id));
  return fresh ?? payout;
}
