import { and, eq, isNull } from 'drizzle-orm';
import { UNIQUE_ID_MAX_DIGITS } from '@opentip/shared/validation';
import type { Db } from '../../db/client.ts';
import { teams } from '../../db/schema/businesses.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { ProviderName } from '../../integrations/payments/payment-provider.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Finds a receiver by what a giver has: their id, the unique ID they typed, or the QR payee code. */
export async function findPayee(db: Db, reference: string): Promise<UserRow> {
  const ref = reference.trim();
  const digits = /^\d+$/.test(ref);
  const column = UUID.test(ref)
    ? eq(users.id, ref.toLowerCase())
    : digits && ref.length <= UNIQUE_ID_MAX_DIGITS
      ? eq(users.uniqueId, ref)
      : eq(users.payeeCode, ref.toUpperCase());
  const [payee] = await db
    .select()
    .from(users)
    .where(and(column, eq(users.userType, 'payee'), isNull(users.deletedAt)))
    .limit(1);
  if (payee) return payee;
  // A payee code can be all digits; only when none matches is a long number a mistyped unique ID.
  if (digits && ref.length > UNIQUE_ID_MAX_DIGITS) throw badRequest('uniqueIdFormat', 'UNIQUE_ID_FORMAT');
  throw notFound('payeeNotFound', 'PAYEE_NOT_FOUND');
}

/** The team a receiver owns, if they are a team account: tips to them go to its pool. */
export async function ownedTeamId(db: Db, user: UserRow): Promise<string | null> {
  if (user.accountType !== 'team') return null;
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, user.id)).limit(1);
  return team?.id ?? null;
}

/** The receiver's account at the current provider, when it can take charges. */
export async function chargeableAccount(db: Db, options: { userId: string; provider: ProviderName }) {
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.userId, options.userId),
        eq(paymentAccounts.provider, options.provider),
        eq(paymentAccounts.chargesEnabled, true),
      ),
    );
  return account ?? null;
}
