import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/payments.ts';
import { teamPoolRuns, teamPoolTransfers } from '../../db/schema/team-pool.ts';
import {
  poolTransferGroup,
  TransferRefusedError,
  type PaymentProvider,
  type ProviderName,
} from '../../integrations/payments/payment-provider.ts';
import { poolProvider, type PoolDeps } from './pool-deps.ts';

/** The members' accounts that can be paid at the provider, by user id. */
export async function payableAccounts(
  db: Db,
  options: { userIds: string[]; provider: ProviderName },
): Promise<Map<string, string>> {
  if (options.userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: paymentAccounts.userId, accountId: paymentAccounts.accountId })
    .from(paymentAccounts)
    .where(
      and(
        inArray(paymentAccounts.userId, options.userIds),
        eq(paymentAccounts.provider, options.provider),
        eq(paymentAccounts.chargesEnabled, true),
      ),
    );
  return new Map(rows.map((r) => [r.userId, r.accountId]));
}

/** Transfers waiting for an account whose member has linked one since: they can be paid now. */
async function wakeWaitingTransfers(db: Db, provider: ProviderName, scope: SQL | undefined, now: Date) {
  const waiting = await db
    .select({ id: teamPoolTransfers.id, userId: teamPoolTransfers.userId })
    .from(teamPoolTransfers)
    .where(
      and(eq(teamPoolTransfers.status, 'waitingForAccount'), eq(teamPoolTransfers.provider, provider), scope),
    );
  const accounts = await payableAccounts(db, {
    userIds: [...new Set(waiting.map((w) => w.userId))],
    provider,
  });
  for (const transfer of waiting) {
    const accountId = accounts.get(transfer.userId);
    if (!accountId) continue;
    await db
      .update(teamPoolTransfers)
      .set({ status: 'pending', destinationAccountId: accountId, updatedAt: now })
      .where(and(eq(teamPoolTransfers.id, transfer.id), eq(teamPoolTransfers.status, 'waitingForAccount')));
  }
}

interface PendingTransfer {
  id: string;
  teamId: string;
  seq: number;
  destinationAccountId: string | null;
  amount: number;
  currency: string;
}

async function payOne(db: Db, payments: PaymentProvider, transfer: PendingTransfer, now: Date) {
  const stillPending = and(eq(teamPoolTransfers.id, transfer.id), eq(teamPoolTransfers.status, 'pending'));
  try {
    const paid = await payments.transfer({
      // The same key on every attempt: a retry after a lost answer never pays twice.
      idempotencyKey: `pool-transfer-${transfer.id}`,
      destinationAccountId: transfer.destinationAccountId ?? '',
      amount: transfer.amount,
      currency: transfer.currency,
      transferGroup: poolTransferGroup(transfer.teamId),
      description: `Tip pool share-out #${transfer.seq}`,
    });
    await db
      .update(teamPoolTransfers)
      .set({
        status: 'paid',
        providerTransferId: paid.transferId,
        failureMessage: null,
        attempts: sql`${teamPoolTransfers.attempts} + 1`,
        updatedAt: now,
      })
      .where(stillPending);
    return 'paid' as const;
  } catch (error) {
    const refused = error instanceof TransferRefusedError;
    // Unreachable provider (or any unknown outcome): stays pending, retried with the same key.
    await db
      .update(teamPoolTransfers)
      .set({
        ...(refused ? { status: 'failed' as const, failureMessage: error.message } : {}),
        attempts: sql`${teamPoolTransfers.attempts} + 1`,
        updatedAt: now,
      })
      .where(stillPending);
    return refused ? ('failed' as const) : ('pending' as const);
  }
}

export interface TransferOutcome {
  paid: number;
  failed: number;
  pending: number;
}

/**
 * Pays members' shares on to their accounts at the provider: every pending transfer (of one run,
 * or all), and waiting ones whose member has linked an account since. The ledger does not move:
 * the share is already the member's balance, the transfer only moves where the money is held.
 */
export async function payPendingTransfers(
  deps: PoolDeps,
  options: { runId?: string; now?: Date } = {},
): Promise<TransferOutcome> {
  const { db } = deps;
  const payments = poolProvider(deps);
  const now = options.now ?? new Date();
  const scope = options.runId ? eq(teamPoolTransfers.runId, options.runId) : undefined;
  await wakeWaitingTransfers(db, payments.name, scope, now);
  const pending = await db
    .select({
      id: teamPoolTransfers.id,
      teamId: teamPoolRuns.teamId,
      seq: teamPoolRuns.seq,
      destinationAccountId: teamPoolTransfers.destinationAccountId,
      amount: teamPoolTransfers.amount,
      currency: teamPoolTransfers.currency,
    })
    .from(teamPoolTransfers)
    .innerJoin(teamPoolRuns, eq(teamPoolRuns.id, teamPoolTransfers.runId))
    .where(
      and(
        eq(teamPoolTransfers.status, 'pending'),
        eq(teamPoolTransfers.provider, payments.name),
        isNotNull(teamPoolTransfers.destinationAccountId),
        scope,
      ),
    );
  const outcome: TransferOutcome = { paid: 0, failed: 0, pending: 0 };
  for (const transfer of pending) outcome[await payOne(db, payments, transfer, now)] += 1;
  return outcome;
}
