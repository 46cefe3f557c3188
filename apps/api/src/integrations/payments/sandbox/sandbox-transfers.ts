import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxTransfers } from '../../../db/schema/payments.ts';
import { TransferRefusedError, type TransferRequest } from '../payment-provider.ts';

/** The shape of the connected accounts the sandbox links (see linkAccount). */
export const SANDBOX_ACCOUNT = /^acct_sandbox_[0-9a-f]{16}$/;

type TransferRow = typeof sandboxTransfers.$inferSelect;

const sameRequest = (row: TransferRow, request: TransferRequest) =>
  row.destination === request.destinationAccountId &&
  row.amount === request.amount &&
  row.currency === request.currency &&
  row.transferGroup === request.transferGroup;

/** The first transfer made with this key; the same key with other parameters is refused, as at Stripe. */
function replayOf(row: TransferRow, request: TransferRequest): { transferId: string } {
  if (!sameRequest(row, request)) throw new Error('idempotency key reused with other parameters');
  return { transferId: row.id };
}

/**
 * Moves money from the platform to a sandbox connected account, once per idempotency key. The
 * sandbox keeps no platform balance, so only a bad destination or amount is refused.
 */
export async function sandboxTransfer(db: Db, request: TransferRequest): Promise<{ transferId: string }> {
  const byKey = eq(sandboxTransfers.idempotencyKey, request.idempotencyKey);
  const [earlier] = await db.select().from(sandboxTransfers).where(byKey);
  if (earlier) return replayOf(earlier, request);
  if (!SANDBOX_ACCOUNT.test(request.destinationAccountId))
    throw new TransferRefusedError('No such destination account.');
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
    throw new TransferRefusedError('The transfer amount must be a whole number of minor units above 0.');
  const [created] = await db
    .insert(sandboxTransfers)
    .values({
      id: `tr_sandbox_${randomBytes(12).toString('hex')}`,
      idempotencyKey: request.idempotencyKey,
      destination: request.destinationAccountId,
      amount: request.amount,
      currency: request.currency,
      transferGroup: request.transferGroup,
    })
    .onConflictDoNothing({ target: sandboxTransfers.idempotencyKey })
    .returning();
  if (created) return { transferId: created.id };
  // A concurrent attempt with the same key got there first.
  const [first] = await db.select().from(sandboxTransfers).where(byKey);
  if (!first) throw new Error('sandbox transfer vanished');
  return replayOf(first, request);
}
