import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { payoutFee, payoutTermsOf } from '@opentip/shared/payouts';
import type { CreatePayoutBody } from '@opentip/shared/schemas/payouts.schema';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { payouts, type PayoutRow } from '../../db/schema/payouts.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { badRequest, conflict, forbidden } from '../../lib/app-error.ts';
import { accountKeys, payoutLines } from '../ledger/ledger-lines.ts';
import { postLedgerTransaction } from '../ledger/ledger.service.ts';
import { canWithdrawInto, holdingsAt } from './payout-balances.ts';
import { sendPayout } from './send-payout.ts';

export interface CreatePayoutOptions {
  db: Db;
  /** The provider named in the body, or null when it is not one receivers are paid through here. */
  provider: PaymentProvider | null;
  user: UserRow;
  idempotencyKey: string;
  body: CreatePayoutBody;
  holdHours: number;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
}

const requestHash = (body: CreatePayoutBody) =>
  createHash('sha256')
    .update(JSON.stringify([body.provider, body.currency, body.amount]))
    .digest('hex');

/** The same key again: the same payout with the same body, a 409 with another. */
function replayOf(row: PayoutRow, hash: string): PayoutRow {
  if (row.requestHash !== hash) throw conflict('payoutIdempotencyKeyReused', 'IDEMPOTENCY_KEY_REUSED');
  return row;
}

async function payoutByKey(db: Db, userId: string, key: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, key)));
  return row;
}

/**
 * POST /payouts. Checked, then in one database transaction under a lock per receiver, provider
 * and currency: the available balance recomputed, the payout written (pending) and its ledger
 * movement posted. Only then is the provider called, with a key of the payout's own, so a retry
 * (the same request, or the job after a crash) never pays twice.
 */
export async function createPayout(options: CreatePayoutOptions): Promise<PayoutRow> {
  const { db, user, body, idempotencyKey } = options;
  if (user.userType !== 'payee') throw forbidden('onlyReceiversWithdraw', 'ONLY_RECEIVERS');
  const hash = requestHash(body);
  const earlier = await payoutByKey(db, user.id, idempotencyKey);
  if (earlier) return replayOf(earlier, hash);

  const provider = options.provider;
  if (!provider) throw badRequest('payoutProviderInvalid', 'PAYOUT_PROVIDER_INVALID');
  const [account] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.userId, user.id), eq(paymentAccounts.provider, body.provider)));
  if (!account) throw badRequest('payoutAccountNotLinked', 'PAYOUT_ACCOUNT_NOT_LINKED');
  if (!account.chargesEnabled) throw badRequest('payoutAccountNotReady', 'PAYOUT_ACCOUNT_NOT_READY');
  if (!canWithdrawInto(account, body.currency))
    throw badRequest('payoutCurrencyMismatch', 'PAYOUT_CURRENCY_MISMATCH');
  const terms = payoutTermsOf(body.provider, body.currency);
  const fee = payoutFee(terms, body.amount);
  if (body.amount < terms.minimum || fee >= body.amount)
    throw badRequest('payoutBelowMinimum', 'PAYOUT_BELOW_MINIMUM');

  const now = options.now();
  const created = await db.transaction(async (tx) => {
    // Withdrawals of one balance take turns; tips and refunds posting to it are not held up.
    const lockName = `payout:${accountKeys.receiver(user.id, body.provider)}:${body.currency}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lockName}, 0))`);
    const again = await payoutByKey(tx, user.id, idempotencyKey);
    if (again) return replayOf(again, hash);
    const holdings = await holdingsAt(tx, {
      userId: user.id,
      provider: body.provider,
      currency: body.currency,
      now,
      holdHours: options.holdHours,
    });
    if (body.amount > holdings.available)
      throw badRequest('payoutMoreThanAvailable', 'PAYOUT_MORE_THAN_AVAILABLE');
    const [row] = await tx
      .insert(payouts)
      .values({
        userId: user.id,
        idempotencyKey,
        requestHash: hash,
        provider: body.provider,
        accountId: account.accountId,
        currency: body.currency,
        amount: body.amount,
        fee,
        status: 'pending',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // The same key under another provider or currency (another lock) committed meanwhile.
    if (!row) return replayOf((await payoutByKey(tx, user.id, idempotencyKey))!, hash);
    await postLedgerTransaction(tx, {
      kind: 'payout',
      reference: `payout:${row.id}`,
      tipId: null,
      lines: payoutLines(row),
      at: now,
    });
    return { row, fresh: true as const };
  });
  if (!('fresh' in created)) return created;
  return sendPayout({ db, provider, now: options.now(), log: options.log }, created.row);
}
