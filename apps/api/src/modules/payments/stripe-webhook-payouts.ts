import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { fromStripeAmount } from '@opentip/shared/stripe-amounts';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { payouts, type PayoutRow } from '../../db/schema/payouts.ts';
import { notify } from '../notifications/notify.ts';
import { payoutFailed } from '../notifications/notification-events.ts';
import { settlePayout } from '../payouts/payout-settlement.ts';
import { WebhookRejected } from './webhook-failures.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A Stripe payout on `account` that is the withdrawal `row`: same provider, account, id once known, amount. */
function fits(row: PayoutRow, payout: Stripe.Payout, account: string | undefined): boolean {
  const currency = payout.currency.toUpperCase();
  return (
    row.provider === 'stripe' &&
    row.accountId === account &&
    (row.providerPayoutId ?? payout.id) === payout.id &&
    row.currency === currency &&
    row.amount - row.fee === fromStripeAmount(payout.amount, currency)
  );
}

/**
 * Which of our withdrawals a Stripe payout is: the one we recorded its id for, or (its id not
 * recorded yet) the one its metadata.payoutId names, if it fits. Null when it names none of ours
 * (a connected account's own automatic payout); one that names a withdrawal it does not fit is rejected.
 */
async function withdrawalOf(
  db: Db,
  payout: Stripe.Payout,
  account: string | undefined,
): Promise<PayoutRow | null> {
  const named = payout.metadata?.payoutId;
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, 'stripe'), eq(payouts.providerPayoutId, payout.id)));
  const found =
    row ??
    (named && UUID.test(named)
      ? (await db.select().from(payouts).where(eq(payouts.id, named)))[0]
      : undefined);
  if (!found && !named) return null;
  if (!found || !fits(found, payout, account))
    throw new WebhookRejected(
      `Stripe payout ${payout.id} is not the withdrawal it names (${named ?? found?.id})`,
    );
  return found;
}

/** payout.paid / payout.failed of a withdrawal we asked for: settled once, its money back if it failed. */
async function settleWithdrawal(db: Db, row: PayoutRow, payout: Stripe.Payout, now: Date) {
  const outcome =
    payout.status === 'paid'
      ? { status: 'paid' as const }
      : { status: 'failed' as const, reason: payout.failure_message ?? payout.failure_code ?? null };
  const update = { provider: 'stripe' as const, payoutId: row.id, providerPayoutId: payout.id, outcome };
  return (await settlePayout({ db, now }, update)) === 'settled' ? 'processed' : 'ignored';
}

export async function onPayoutPaid(
  db: Db,
  account: string | undefined,
  payout: Stripe.Payout,
  now: Date,
): Promise<'processed' | 'ignored'> {
  const row = await withdrawalOf(db, payout, account);
  return row ? settleWithdrawal(db, row, payout, now) : 'ignored';
}

/** A payout failed: ours is settled; a connected account's own payout to its bank tells its receiver why. */
export async function onPayoutFailed(
  db: Db,
  account: string | undefined,
  payout: Stripe.Payout,
  now: Date,
): Promise<'processed' | 'ignored'> {
  const row = await withdrawalOf(db, payout, account);
  if (row) return settleWithdrawal(db, row, payout, now);
  if (!account) return 'ignored';
  const [linked] = await db
    .select({ userId: paymentAccounts.userId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.provider, 'stripe'), eq(paymentAccounts.accountId, account)));
  if (!linked) return 'ignored';
  const reason = payout.failure_message ?? payout.failure_code ?? null;
  await notify(db, payoutFailed(linked.userId, 'stripe', reason, now));
  return 'processed';
}
