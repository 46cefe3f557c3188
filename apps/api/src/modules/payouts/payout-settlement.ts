import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payouts, type PayoutRow } from '../../db/schema/payouts.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';
import { payoutReturnLines } from '../ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../ledger/ledger.service.ts';
import { payoutFailed, payoutPaid } from '../notifications/notification-events.ts';
import { notify } from '../notifications/notify.ts';

/** What a provider later says of a payout it took as pending (a webhook, or a status read). */
export interface PayoutUpdate {
  provider: ProviderName;
  /** The provider's id of the payout, or ours when the provider echoes it back (PayPal sender_item_id). */
  providerPayoutId?: string;
  payoutId?: string;
  outcome: { status: 'paid' } | { status: 'failed'; reason: string | null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function payoutOf(db: Db, update: PayoutUpdate): Promise<PayoutRow | null> {
  // An id echoed back by a provider is not trusted to be one of ours: a malformed one names none.
  if (update.payoutId !== undefined) {
    if (!UUID.test(update.payoutId)) return null;
    const [row] = await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.id, update.payoutId), eq(payouts.provider, update.provider)));
    return row ?? null;
  }
  if (!update.providerPayoutId) return null;
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.provider, update.provider), eq(payouts.providerPayoutId, update.providerPayoutId)));
  return row ?? null;
}

/** The provider's id, kept once known; a later report never replaces it. */
const keepProviderId = (update: PayoutUpdate) =>
  update.providerPayoutId
    ? sql`coalesce(${payouts.providerPayoutId}, ${update.providerPayoutId})`
    : sql`${payouts.providerPayoutId}`;

/**
 * Records a payout's end once, and tells the receiver in the same transaction: paid (what reached
 * their account), or failed (also after it was reported paid), in which case its amount goes back
 * to the balance (a payoutReturn ledger transaction). A repeated or late update
 * changes nothing; one about a payout we do not know answers 'unknown'.
 */
export async function settlePayout(
  options: { db: Db; now: Date },
  update: PayoutUpdate,
): Promise<'settled' | 'unchanged' | 'unknown'> {
  const { now } = options;
  const found = await payoutOf(options.db, update);
  if (!found) return 'unknown';
  // A payout reported paid can still come back (the bank returned it: Stripe's payout.failed after
  // payout.paid, PayPal's RETURNED); one that failed stays failed.
  if (found.status === 'failed' || (found.status === 'paid' && update.outcome.status === 'paid'))
    return 'unchanged';
  return options.db.transaction(async (tx) => {
    const stillPending = and(eq(payouts.id, found.id), eq(payouts.status, 'pending'));
    if (update.outcome.status === 'paid') {
      const [paid] = await tx
        .update(payouts)
        .set({ status: 'paid', providerPayoutId: keepProviderId(update), completedAt: now })
        .where(stillPending)
        .returning();
      if (!paid) return 'unchanged';
      await notify(tx, payoutPaid(paid, now));
      return 'settled';
    }
    const reason = update.outcome.reason;
    const notFailed = and(eq(payouts.id, found.id), inArray(payouts.status, ['pending', 'paid']));
    const [failed] = await tx
      .update(payouts)
      .set({
        status: 'failed',
        providerPayoutId: keepProviderId(update),
        failureMessage: reason,
        completedAt: now,
      })
      .where(notFailed)
      .returning();
    if (!failed) return 'unchanged';
    await postLedgerTransaction(tx, {
      kind: 'payoutReturn',
      reference: `payoutReturn:${failed.id}`,
      tipId: null,
      lines: payoutReturnLines(failed),
      at: now,
    });
    await notify(tx, payoutFailedOf(failed, now));
    return 'settled';
  });
}

/** The receiver hears which withdrawal failed and that its amount is back in their balance. */
function payoutFailedOf(payout: PayoutRow, now: Date) {
  const event = payoutFailed(payout.userId, payout.provider, payout.failureMessage, now);
  return {
    ...event,
    data: { ...event.data, payoutId: payout.id, currency: payout.currency, amount: payout.amount },
  };
}

/**
 * The provider took the payout and will tell its end later: its id is kept so that the webhook
 * (or a status read by the retry job) finds it.
 */
export async function recordProviderPayoutId(
  db: Db,
  payoutId: string,
  providerPayoutId: string,
): Promise<void> {
  await db
    .update(payouts)
    .set({ providerPayoutId })
    .where(
      and(eq(payouts.id, payoutId), eq(payouts.status, 'pending'), sql`${payouts.providerPayoutId} is null`),
    );
}
