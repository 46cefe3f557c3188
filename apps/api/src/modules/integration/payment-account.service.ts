import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { CardRailProvider } from '../../integrations/payments/payment-provider.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { notify } from '../notifications/notify.ts';
import { payoutLinked } from '../notifications/notification-events.ts';

/**
 * POST /user/checkStripAccount: creates the receiver's account at the provider (a sandbox account,
 * or a Stripe Express account with its onboarding link) or refreshes its state.
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
  const [existing] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, user.id));
  const link = await payments.linkAccount({
    userId: user.id,
    email: user.email,
    existingAccountId: existing?.provider === payments.name ? existing.accountId : null,
    returnUrl: `${options.publicUrl}/stripe?linked=1`,
    refreshUrl: `${options.publicUrl}/stripe?refresh=1`,
  });
  const state = {
    provider: payments.name,
    accountId: link.accountId,
    chargesEnabled: link.chargesEnabled,
    detailsSubmitted: link.detailsSubmitted,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    // The person's row lock orders two links at once, so "became able to receive" is seen once.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [before] = await tx.select().from(paymentAccounts).where(eq(paymentAccounts.userId, user.id));
    await tx
      .insert(paymentAccounts)
      .values({ userId: user.id, ...state, createdAt: now })
      .onConflictDoUpdate({ target: [paymentAccounts.userId, paymentAccounts.provider], set: state });
    await tx
      .update(users)
      .set({ stripeConnectedAccountId: link.accountId, updatedAt: now })
      .where(eq(users.id, user.id));
    // Stripe says when payouts turn on (account.updated, stripe-webhook.service.ts); the sandbox here.
    const canReceive = (row?: { chargesEnabled: boolean; provider: string }) =>
      row?.provider === payments.name && row.chargesEnabled;
    if (payments.name === 'sandbox' && state.chargesEnabled && !canReceive(before))
      await notify(tx, payoutLinked(user.id, payments.name, now));
  });
  return link;
}

/** GET /integration/getstripeConnectedId: the account a tip to this receiver (or team) is paid into. */
export async function connectedAccountOf(options: { db: Db; userId?: string; toTeamId?: string }) {
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
    .select({ id: users.id, stripeConnectedAccountId: paymentAccounts.accountId })
    .from(users)
    .leftJoin(paymentAccounts, eq(paymentAccounts.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.userType, 'payee'), isNull(users.deletedAt)));
  if (!row) throw notFound('payeeNotFound', 'PAYEE_NOT_FOUND');
  return row;
}
