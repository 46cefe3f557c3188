import { and, eq } from 'drizzle-orm';
import type { LinkedAccount, PayoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import type { ProviderName } from '@opentip/shared/payment-rails';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, type PaymentAccountRow } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { linkedAccountsOf, mirrorDestination } from './linked-accounts.ts';

const presentLinkedAccount = (row: PaymentAccountRow): LinkedAccount => ({
  provider: row.provider,
  label: row.label,
  currency: row.currency,
  ready: row.chargesEnabled,
  isDestination: row.isDestination,
  linkedAt: row.createdAt.toISOString(),
});

/** GET /payout-accounts: the caller's linked accounts and which one their tips go to. */
export async function payoutAccountsOf(
  db: Db,
  options: { userId: string; cardRail: 'sandbox' | 'stripe' },
): Promise<PayoutAccountsData> {
  const rows = await linkedAccountsOf(db, options.userId);
  return {
    accounts: rows.map(presentLinkedAccount),
    destination: rows.find((row) => row.isDestination)?.provider ?? null,
    cardRail: options.cardRail,
  };
}

/**
 * PUT /payout-accounts/destination: tips to the receiver go to their account at `provider` from
 * now on. Tips already made stay with the provider they were paid at (refunds go back through it).
 */
export async function chooseDestination(
  db: Db,
  options: { user: UserRow; provider: ProviderName; now: Date },
): Promise<void> {
  const { user, provider, now } = options;
  if (user.userType !== 'payee') throw forbidden('onlyReceiversLinkAccounts', 'ONLY_RECEIVERS');
  await db.transaction(async (tx) => {
    // Orders two changes at once with each other and with a link (linked-accounts.ts).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const rows = await linkedAccountsOf(tx, user.id);
    const chosen = rows.find((row) => row.provider === provider);
    if (!chosen) throw notFound('payoutAccountNotLinked', 'PAYOUT_ACCOUNT_NOT_LINKED');
    if (!chosen.chargesEnabled) throw badRequest('payoutAccountNotReady', 'PAYOUT_ACCOUNT_NOT_READY');
    if (chosen.isDestination) return;
    // Two statements: one destination per user is a unique index, checked row by row. updated_at
    // stays: it is when the provider's state was last learnt (Stripe's account.updated orders by it).
    await tx
      .update(paymentAccounts)
      .set({ isDestination: false })
      .where(and(eq(paymentAccounts.userId, user.id), eq(paymentAccounts.isDestination, true)));
    await tx
      .update(paymentAccounts)
      .set({ isDestination: true })
      .where(and(eq(paymentAccounts.userId, user.id), eq(paymentAccounts.provider, provider)));
    await mirrorDestination(tx, user.id, chosen.accountId, now);
  });
}
