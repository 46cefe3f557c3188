import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { receivedSummaries, type ReceivedSummary } from '../ledger/ledger.service.ts';
import { receiverHoldings } from '../payouts/payout-balances.ts';
import { findPayeeProfile, ownedTeamId } from './payee-lookup.ts';
import { requireTeamManager, requireTeamMember } from './team-access.ts';

/** GET /payee/payee-details/{code or id}: what a giver sees before tipping. */
export async function payeeDetails(options: { db: Db; payments: PaymentProvider; reference: string }) {
  const profile = await findPayeeProfile(options.db, {
    reference: options.reference,
    cardRail: options.payments.name,
  });
  return {
    payee: profile.payee,
    rating: profile.rating,
    paymentsEnabled: profile.route !== null,
    pool: profile.pool,
    route: profile.route,
  };
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Which ledger accounts a balance request is about, after checking the caller may see them: a
 * team's pool, or what the receiver is owed through each provider (card rail, PayPal, Flutterwave).
 */
async function balanceAccountKeys(
  db: Db,
  options: { user: UserRow; toTeamId?: string; userTeamId?: string },
): Promise<{ keys: string[]; pool: boolean }> {
  const { user } = options;
  if (options.toTeamId) {
    await requireTeamManager(db, { user, teamId: options.toTeamId });
    return { keys: [accountKeys.teamPool(options.toTeamId)], pool: true };
  }
  if (options.userTeamId) await requireTeamMember(db, { user, teamId: options.userTeamId });
  const pool = await ownedTeamId(db, user);
  if (pool) return { keys: [accountKeys.teamPool(pool)], pool: true };
  const keys = [
    accountKeys.receiver(user.id),
    accountKeys.receiver(user.id, 'paypal'),
    accountKeys.receiver(user.id, 'flutterwave'),
  ];
  return { keys, pool: false };
}

/** The dashboard figures with the money split into available now and pending (inside the payout hold). */
export type BalanceSummary = ReceivedSummary & {
  pending: number;
  nextAvailableAt: string | null;
  holdHours: number;
};

/** The summaries of several accounts added up, per currency. */
function addedUp(lists: ReceivedSummary[][]): ReceivedSummary[] {
  const byCurrency = new Map<string, ReceivedSummary>();
  for (const summary of lists.flat()) {
    const sum = byCurrency.get(summary.currency) ?? zero(summary.currency);
    byCurrency.set(summary.currency, {
      currency: summary.currency,
      tipsToday: sum.tipsToday + summary.tipsToday,
      receivedToday: sum.receivedToday + summary.receivedToday,
      totalReceived: sum.totalReceived + summary.totalReceived,
      available: sum.available + summary.available,
      poolShares: sum.poolShares + summary.poolShares,
    });
  }
  return [...byCurrency.values()];
}

const zero = (currency: string): ReceivedSummary => ({
  currency,
  tipsToday: 0,
  receivedToday: 0,
  totalReceived: 0,
  available: 0,
  poolShares: 0,
});

/** GET /payee/getBalance: the dashboard figures, from the ledger, in the user's currency first. */
export async function balanceOf(options: {
  db: Db;
  user: UserRow;
  toTeamId?: string;
  userTeamId?: string;
  now: Date;
  holdHours: number;
}): Promise<{ main: BalanceSummary; others: BalanceSummary[] }> {
  const { keys, pool } = await balanceAccountKeys(options.db, options);
  const since = startOfUtcDay(options.now);
  const summaries = addedUp(
    await Promise.all(keys.map((accountKey) => receivedSummaries(options.db, { accountKey, since }))),
  );
  // A pool holds nothing back (its share-outs are not payouts); a receiver's available and pending
  // come from the one balance service the payouts page and Withdraw use.
  const holdings = pool ? null : await receiverHoldings(options.db, { userId: options.user.id, ...options });
  const split = (summary: ReceivedSummary): BalanceSummary => {
    const held = holdings?.get(summary.currency);
    if (!holdings) return { ...summary, pending: 0, nextAvailableAt: null, holdHours: 0 };
    return {
      ...summary,
      available: held?.available ?? 0,
      pending: held?.pending ?? 0,
      nextAvailableAt: held?.nextAvailableAt ?? null,
      holdHours: options.holdHours,
    };
  };
  const currency = options.user.currency;
  return {
    main: split(summaries.find((s) => s.currency === currency) ?? zero(currency)),
    others: summaries.filter((s) => s.currency !== currency).map(split),
  };
}
