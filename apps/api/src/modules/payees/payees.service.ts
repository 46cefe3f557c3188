import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { accountKeys } from '../ledger/ledger-lines.ts';
import { receivedSummaries, type ReceivedSummary } from '../ledger/ledger.service.ts';
import { findPayeeProfile, ownedTeamId } from './payee-lookup.ts';
import { requireTeamManager, requireTeamMember } from './team-access.ts';

/** GET /payee/payee-details/{code or id}: what a giver sees before tipping. */
export async function payeeDetails(options: { db: Db; payments: PaymentProvider; reference: string }) {
  const profile = await findPayeeProfile(options.db, {
    reference: options.reference,
    provider: options.payments.name,
  });
  return {
    payee: profile.payee,
    rating: profile.rating,
    paymentsEnabled: profile.accountId !== null,
    pool: profile.pool,
  };
}

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Which ledger account a balance request is about, after checking the caller may see it. */
async function balanceAccountKey(
  db: Db,
  options: { user: UserRow; toTeamId?: string; userTeamId?: string },
): Promise<string> {
  const { user } = options;
  if (options.toTeamId) {
    await requireTeamManager(db, { user, teamId: options.toTeamId });
    return accountKeys.teamPool(options.toTeamId);
  }
  if (options.userTeamId) await requireTeamMember(db, { user, teamId: options.userTeamId });
  const pool = await ownedTeamId(db, user);
  return pool ? accountKeys.teamPool(pool) : accountKeys.receiver(user.id);
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
}) {
  const accountKey = await balanceAccountKey(options.db, options);
  const summaries = await receivedSummaries(options.db, { accountKey, since: startOfUtcDay(options.now) });
  const currency = options.user.currency;
  return {
    main: summaries.find((s) => s.currency === currency) ?? zero(currency),
    others: summaries.filter((s) => s.currency !== currency),
  };
}
