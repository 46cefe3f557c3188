import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxProviderRecords } from '../../../db/schema/payouts.ts';
import { TransferRefusedError, type PayoutOutcome, type PayoutRequest } from '../payment-provider.ts';
import { SANDBOX_ACCOUNT } from './sandbox-transfers.ts';

type RecordRow = typeof sandboxProviderRecords.$inferSelect;

const byKey = (key: string) =>
  and(
    eq(sandboxProviderRecords.provider, 'sandbox'),
    eq(sandboxProviderRecords.kind, 'payout'),
    eq(sandboxProviderRecords.idempotencyKey, key),
  );

/** The first payout made with this key; the same key with other parameters is refused, as at Stripe. */
function replayOf(row: RecordRow, request: PayoutRequest): PayoutOutcome {
  const same =
    row.reference === request.payoutId &&
    row.amount === request.amount &&
    row.currency === request.currency &&
    row.data.accountId === request.accountId;
  if (!same) throw new Error('idempotency key reused with other parameters');
  return { providerPayoutId: row.id, status: 'paid' };
}

/**
 * Pays a withdrawal out of a sandbox connected account, once per idempotency key: paid at once,
 * as a test-mode instant payout. Only an account the sandbox did not link is refused.
 */
export async function sandboxPayout(db: Db, request: PayoutRequest): Promise<PayoutOutcome> {
  const [earlier] = await db.select().from(sandboxProviderRecords).where(byKey(request.idempotencyKey));
  if (earlier) return replayOf(earlier, request);
  if (!SANDBOX_ACCOUNT.test(request.accountId))
    throw new TransferRefusedError('No such destination account.');
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
    throw new TransferRefusedError('The payout amount must be a whole number of minor units above 0.');
  const [created] = await db
    .insert(sandboxProviderRecords)
    .values({
      provider: 'sandbox',
      id: `po_sandbox_${randomBytes(12).toString('hex')}`,
      kind: 'payout',
      idempotencyKey: request.idempotencyKey,
      reference: request.payoutId,
      status: 'paid',
      amount: request.amount,
      currency: request.currency,
      data: { accountId: request.accountId, description: request.description },
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { providerPayoutId: created.id, status: 'paid' };
  // A concurrent attempt with the same key got there first.
  const [first] = await db.select().from(sandboxProviderRecords).where(byKey(request.idempotencyKey));
  if (!first) throw new Error('sandbox payout vanished');
  return replayOf(first, request);
}
