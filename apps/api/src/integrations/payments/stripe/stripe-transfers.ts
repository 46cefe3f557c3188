import Stripe from 'stripe';
import { toStripeAmount } from '@opentip/shared/stripe-amounts';
import { ProviderUnavailableError, TransferRefusedError, type TransferRequest } from '../payment-provider.ts';
import { isUnreachable } from './stripe-errors.ts';

/**
 * Separate charges and transfers: a team pool's tips stay in the platform's balance (charges in
 * the pool's transfer group) and each member's share is sent on by a transfer in the same group.
 * Stripe answers a reused idempotency key with the first transfer, so a retry never pays twice.
 */
export async function stripeTransfer(
  stripe: Stripe,
  request: TransferRequest,
): Promise<{ transferId: string }> {
  const amount = toStripeAmount(request.amount, request.currency);
  if (amount === null || amount <= 0)
    throw new TransferRefusedError(`Stripe cannot transfer this exact amount of ${request.currency}.`);
  try {
    const transfer = await stripe.transfers.create(
      {
        amount,
        currency: request.currency.toLowerCase(),
        destination: request.destinationAccountId,
        transfer_group: request.transferGroup,
        description: request.description,
        // Finds the transfer at Stripe from our side's record (the key names our transfer row).
        metadata: { transferKey: request.idempotencyKey },
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return { transferId: transfer.id };
  } catch (error) {
    if (isUnreachable(error)) throw new ProviderUnavailableError(error);
    // Charges become available balance days after they are paid: the transfer is tried again later.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'balance_insufficient')
      throw new ProviderUnavailableError(error);
    // Stripe said no (no such destination): nothing was paid.
    if (error instanceof Stripe.errors.StripeInvalidRequestError)
      throw new TransferRefusedError(error.message);
    throw error;
  }
}
