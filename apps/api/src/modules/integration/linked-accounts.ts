import { and, asc, eq } from 'drizzle-orm';
import type { ProviderName } from '@opentip/shared/payment-rails';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, type PaymentAccountRow } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { conflict } from '../../lib/app-error.ts';
import { notify } from '../notifications/notify.ts';
import { payoutLinked } from '../notifications/notification-events.ts';
import { isUniqueViolation } from '../users/unique-violation.ts';

/** A receiver's account at one provider, as a link route found it. */
export interface LinkedAccountInput {
  userId: string;
  provider: ProviderName;
  /** Stripe's acct_..., the PayPal email or payer id, Flutterwave's account reference. */
  accountId: string;
  /** Masked, as the receiver recognises it; never a full account or phone number. */
  label: string | null;
  /** The one currency it is paid out in, where the provider fixes it. */
  currency: string | null;
  /** What a payout into it needs (bank code and account number, network and phone). */
  details: Record<string, string> | null;
  /** It can take money now. */
  ready: boolean;
  /** The receiver gave the provider everything it asked for; defaults to `ready`. */
  detailsSubmitted?: boolean;
  /** Tell the receiver when it becomes ready (default); Stripe tells it by webhook instead. */
  notifyWhenReady?: boolean;
}

export interface SavedLinkedAccount {
  row: PaymentAccountRow;
  /** Tips go to this account (it is the first one the receiver linked, or they chose it). */
  isDestination: boolean;
  /** It was not able to take money before and is now (the receiver was told). */
  becameReady: boolean;
}

/** Every account the receiver linked, the oldest first. */
export async function linkedAccountsOf(db: Db, userId: string): Promise<PaymentAccountRow[]> {
  return db
    .select()
    .from(paymentAccounts)
    .where(eq(paymentAccounts.userId, userId))
    .orderBy(asc(paymentAccounts.createdAt), asc(paymentAccounts.provider));
}

/** The receiver's account at one provider, if linked. */
export async function linkedAccountAt(
  db: Db,
  userId: string,
  provider: ProviderName,
): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.provider, provider)));
  return row ?? null;
}

/** Where the receiver's tips go: the account marked as destination, if any. */
export async function destinationAccountOf(db: Db, userId: string): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, userId), eq(paymentAccounts.isDestination, true)));
  return row ?? null;
}

/**
 * Links (or refreshes) the receiver's account at one provider. The first account a receiver links
 * becomes their destination; linking another never moves it (PUT /payout-accounts/destination does).
 * When the account becomes able to take money the receiver is notified, once. Callers check that the
 * user is a receiver. An account already linked by someone else is 409 `payoutAccountTaken`.
 */
export async function saveLinkedAccount(
  db: Db,
  account: LinkedAccountInput,
  now: Date = new Date(),
): Promise<SavedLinkedAccount> {
  const state = {
    accountId: account.accountId,
    chargesEnabled: account.ready,
    detailsSubmitted: account.detailsSubmitted ?? account.ready,
    label: account.label,
    currency: account.currency,
    details: account.details,
    updatedAt: now,
  };
  try {
    return await db.transaction(async (tx) => {
      // The person's row lock orders two links at once: one destination, "became ready" seen once.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, account.userId)).for('update');
      const accounts = await linkedAccountsOf(tx, account.userId);
      const before = accounts.find((row) => row.provider === account.provider);
      const destination = accounts.find((row) => row.isDestination);
      const isDestination = destination ? destination.provider === account.provider : true;
      const [row] = await tx
        .insert(paymentAccounts)
        .values({
          userId: account.userId,
          provider: account.provider,
          ...state,
          isDestination,
          createdAt: now,
        })
        .onConflictDoUpdate({ target: [paymentAccounts.userId, paymentAccounts.provider], set: state })
        .returning();
      if (isDestination) await mirrorDestination(tx, account.userId, account.accountId, now);
      const becameReady = account.ready && !before?.chargesEnabled;
      if (becameReady && account.notifyWhenReady !== false)
        await notify(tx, payoutLinked(account.userId, account.provider, now));
      return { row: row!, isDestination, becameReady };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'payment_accounts_provider_account_key'))
      throw conflict('payoutAccountTaken', 'PAYOUT_ACCOUNT_TAKEN');
    throw error;
  }
}

/**
 * users.stripe_connected_account_id is what the web app reads as "can be tipped" (SPEC's
 * stripeConnectedAccountId): it follows the destination, whichever provider it is at.
 */
export async function mirrorDestination(tx: Db, userId: string, accountId: string | null, now: Date) {
  await tx
    .update(users)
    .set({ stripeConnectedAccountId: accountId, updatedAt: now })
    .where(eq(users.id, userId));
}
