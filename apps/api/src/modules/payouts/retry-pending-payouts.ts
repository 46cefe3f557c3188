import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { payouts, type PayoutRow } from '../../db/schema/payouts.ts';
import { providerNamed } from '../../integrations/payments/payment-provider-registry.ts';
import { sendPayout } from './send-payout.ts';

/** A payout younger than this may still be in the hands of the request that made it. */
export const PAYOUT_RETRY_AFTER_MS = 3 * 60_000;
/** Stripe forgets an idempotency key after 24 hours: past that a retry could pay twice. */
const STRIPE_KEY_LIFETIME_MS = 23 * 3_600_000;
const BATCH = 100;

/**
 * Run every minute: pending payouts older than a few minutes are sent again with their own key, so
 * one whose request died between the ledger commit and the provider's answer is finished, and the
 * provider answers the payout it already made instead of making a second. A Stripe payout Stripe
 * took (its id known) is left to Stripe's webhook: a replay there tells nothing new.
 */
export async function retryPendingPayouts(
  deps: AppDeps & { now: () => Date },
  log: { warn(obj: object, msg: string): void },
): Promise<PayoutRow[]> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.status, 'pending'),
        lt(payouts.createdAt, new Date(now.getTime() - PAYOUT_RETRY_AFTER_MS)),
        or(
          eq(payouts.provider, 'paypal'),
          eq(payouts.provider, 'flutterwave'),
          isNull(payouts.providerPayoutId),
        ),
      ),
    )
    .orderBy(asc(payouts.createdAt))
    .limit(BATCH);
  const settled: PayoutRow[] = [];
  for (const payout of due) {
    if (payout.provider === 'stripe' && now.getTime() - payout.createdAt.getTime() > STRIPE_KEY_LIFETIME_MS) {
      log.warn(
        { payoutId: payout.id },
        'Stripe payout of unknown outcome past its key lifetime: check it by hand',
      );
      continue;
    }
    let provider;
    try {
      provider = providerNamed(deps, payout.provider);
    } catch (error) {
      log.warn({ err: error, payoutId: payout.id }, 'payout of a provider not configured here');
      continue;
    }
    settled.push(await sendPayout({ db: deps.db, provider, now, log }, payout));
  }
  return settled;
}
