import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxProviderRecords } from '../../../db/schema/payouts.ts';
import { settlePayout } from '../../../modules/payouts/payout-settlement.ts';
import { TransferRefusedError, type PayoutOutcome, type PayoutRequest } from '../payment-provider.ts';
import { toPaypalValue } from './paypal-amounts.ts';

/** PayPal's ids are 17 upper-case letters and digits. */
export const paypalSandboxId = () => randomBytes(12).toString('hex').toUpperCase().slice(0, 17);

export interface SandboxPayoutOptions {
  db: Db;
  now: () => Date;
  /** How long a payout to a "+fail" address stays pending before PayPal "returns" it (default 2 s). */
  payoutFailureDelayMs?: number;
  /** Told when the late failure could not be recorded (the payout then stays pending). */
  onError?: (error: unknown) => void;
}

/** The sandbox's stand-in for an email with no PayPal account: its local part ends in "+fail". */
export const SANDBOX_FAILING_RECEIVER = /\+fail@/i;
export const SANDBOX_PAYOUT_FAILURE = 'PayPal returned the payout: no PayPal account accepted it.';

/**
 * Payouts in the local sandbox: paid at once, except to a "+fail" address, which PayPal takes as
 * pending and reports failed a moment later, as its PAYMENT.PAYOUTS-ITEM.RETURNED webhook would, so
 * the path where a failed payout returns the money to the balance can be seen without PayPal.
 */
export async function sandboxPayout(
  options: SandboxPayoutOptions,
  request: PayoutRequest,
): Promise<PayoutOutcome> {
  const { db, now } = options;
  if (toPaypalValue(request.amount, request.currency) === null)
    throw new TransferRefusedError(`PayPal cannot send ${request.amount} minor units of ${request.currency}`);
  const failing = SANDBOX_FAILING_RECEIVER.test(request.accountId);
  const [created] = await db
    .insert(sandboxProviderRecords)
    .values({
      provider: 'paypal',
      id: paypalSandboxId(),
      kind: 'payout',
      idempotencyKey: request.idempotencyKey,
      reference: request.payoutId,
      status: failing ? 'PENDING' : 'SUCCESS',
      amount: request.amount,
      currency: request.currency,
      data: { receiver: request.accountId },
      createdAt: now(),
      updatedAt: now(),
    })
    .onConflictDoNothing()
    .returning();
  const [batch] = created
    ? [created]
    : await db
        .select()
        .from(sandboxProviderRecords)
        .where(
          and(
            eq(sandboxProviderRecords.provider, 'paypal'),
            eq(sandboxProviderRecords.kind, 'payout'),
            eq(sandboxProviderRecords.idempotencyKey, request.idempotencyKey),
          ),
        );
  if (!batch) throw new Error('sandbox PayPal payout vanished');
  // Also on a retry of one still pending (its timer died with a restart): returning it is idempotent.
  if (failing && batch.status === 'PENDING') {
    const timer = setTimeout(() => {
      returnPayout(options, batch.id, request.payoutId).catch((error: unknown) => options.onError?.(error));
    }, options.payoutFailureDelayMs ?? 2000);
    timer.unref();
  }
  return { providerPayoutId: batch.id, status: batch.status === 'SUCCESS' ? 'paid' : 'pending' };
}

async function returnPayout(options: SandboxPayoutOptions, batchId: string, payoutId: string): Promise<void> {
  const { db, now } = options;
  const [returned] = await db
    .update(sandboxProviderRecords)
    .set({ status: 'RETURNED', updatedAt: now() })
    .where(
      and(
        eq(sandboxProviderRecords.provider, 'paypal'),
        eq(sandboxProviderRecords.id, batchId),
        eq(sandboxProviderRecords.status, 'PENDING'),
      ),
    )
    .returning();
  if (!returned) return;
  await settlePayout(
    { db, now: now() },
    {
      provider: 'paypal',
      providerPayoutId: batchId,
      payoutId,
      outcome: { status: 'failed', reason: SANDBOX_PAYOUT_FAILURE },
    },
  );
}
