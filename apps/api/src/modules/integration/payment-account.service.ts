import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { CardRailProvider, ProviderName } from '../../integrations/payments/payment-provider.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { linkedAccountAt, saveLinkedAccount } from './linked-accounts.ts';

/**
 * POST /user/checkStripAccount: creates the receiver's account at the card rail (a sandbox account,
 * or a Stripe Express account with its onboarding link) or refreshes its state. The first account a
 * receiver links is where their tips go; linking this one later does not move them.
 */
export async function linkPaymentAccount(options: {
  db: Db;
  payments: CardRailProvider;
  user: UserRow;
  publicUrl: string;
  now: Date;
}) {
  const { db, payments, user, now } = options;
  if (user.userType !== 'payee') throw forbidden('onlyReceiversLinkAccounts', 'ONLY_RECEIVERS');
  const existing = await linkedAccountAt(db, user.id, payments.name);
  const link = await payments.linkAccount({
    userId: user.id,
    email: user.email,
    existingAccountId: existing?.accountId ?? null,
    returnUrl: `${options.publicUrl}/stripe?linked=1`,
    refreshUrl: `${options.publicUrl}/stripe?refresh=1`,
  });
  await saveLinkedAccount(
    db,
    {
      userId: user.id,
      provider: payments.name,
      accountId: link.accountId,
      label: null,
      currency: null,
      details: null,
      ready: link.chargesEnabled,
      detailsSubmitted: link.detailsSubmitted,
      // Stripe says when payouts turn on (account.updated, stripe-webhook.service.ts); the sandbox here.
      notifyWhenReady: payments.name === 'sandbox',
    },
    now,
  );
  return link;
}

/**
 * GET /integration/getstripeConnectedId: the account a tip to this receiver (or team) is paid into,
 * at whichever provider: their destination, or the card rail's for a team account (its pool).
 */
export async function connectedAccountOf(options: {
  db: Db;
  cardRail: ProviderName;
  userId?: string;
  toTeamId?: string;
}) {
  const { db } = options;
  let userId = options.userId;
  if (options.toTeamId) {
    const [team] = await db
      .select({ ownerId: teams.ownerId })
      .from(teams)
      .where(eq(teams.id, options.toTeamId));
    if (!team) throw notFound('teamNotFound', 'TEAM_NOT_FOUND');
    userId = team.ownerId;
  }
  if (!userId) throw badRequest('uniqueIdRequired', 'PAYEE_REQUIRED');
  const [row] = await db
    .select({ id: users.id, accountType: users.accountType })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, 'payee'), isNull(users.deletedAt)));
  if (!row) throw notFound('payeeNotFound', 'PAYEE_NOT_FOUND');
  const paidInto =
    row.accountType === 'team'
      ? eq(paymentAccounts.provider, options.cardRail)
      : eq(paymentAccounts.isDestination, true);
  const [account] = await db
    .select({ accountId: paymentAccounts.accountId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, row.id), paidInto));
  return { id: row.id, stripeConnectedAccountId: account?.accountId ?? null };
}
