import type { PayoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { forbidden } from '../../lib/app-error.ts';
import { saveLinkedAccount } from '../integration/linked-accounts.ts';
import { payoutAccountsOf } from '../integration/payout-accounts.service.ts';

/** "jane.doe@example.com" -> "j•••@example.com": recognisable by its owner, not readable by others. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/**
 * POST /paypal/account: the receiver's PayPal account is the email PayPal pays out to. Nothing is
 * asked of PayPal now: a payout to an email without a PayPal account is held by PayPal as
 * unclaimed and returned after 30 days (docs/paypal.md), which fails the payout and returns the money.
 */
export async function linkPaypalAccount(options: {
  db: Db;
  user: UserRow;
  email: string;
  cardRail: 'sandbox' | 'stripe';
  now: Date;
}): Promise<PayoutAccountsData> {
  const { db, user, now } = options;
  if (user.userType !== 'payee') throw forbidden('onlyReceiversLinkAccounts', 'ONLY_RECEIVERS');
  const email = options.email.trim().toLowerCase();
  await saveLinkedAccount(
    db,
    {
      userId: user.id,
      provider: 'paypal',
      accountId: email,
      label: maskEmail(email),
      currency: null,
      details: { email },
      ready: true,
    },
    now,
  );
  return payoutAccountsOf(db, { userId: user.id, cardRail: options.cardRail });
}
