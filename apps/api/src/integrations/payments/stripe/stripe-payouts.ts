import Stripe from 'stripe';
import { toStripeAmount } from '@opentip/shared/stripe-amounts';
import {
  ProviderUnavailableError,
  TransferRefusedError,
  type PayoutOutcome,
  type PayoutRequest,
} from '../payment-provider.ts';
import { isUnreachable } from './stripe-errors.ts';

/**
 * A withdrawal from the receiver's connected account (where destination charges left their
 * money) to its bank account: a Payout made on that account (Stripe-Account header). Stripe says
 * its end later (payout.paid / payout.failed webhooks, found by metadata.payoutId); a reused
 * idempotency key answers the first payout, so a retry never pays twice.
 */
export async function stripePayout(stripe: Stripe, request: PayoutRequest): Promise<PayoutOutcome> {
  const amount = toStripeAmount(request.amount, request.currency);
  if (amount === null || amount <= 0)
    throw new TransferRefusedError(`Stripe cannot pay out this exact amount of ${request.currency}.`);
  try {
    const payout = await stripe.payouts.create(
      {
        amount,
        currency: request.currency.toLowerCase(),
        description: request.description,
        metadata: { payoutId: request.payoutId },
      },
      { stripeAccount: request.accountId, idempotencyKey: request.idempotencyKey },
    );
    return { providerPayoutId: payout.id, status: payout.status === 'paid' ? 'paid' : 'pending' };
  } catch (error) {
    if (isUnreachable(error)) throw new ProviderUnavailableError(error);
    // Stripe said no (not enough available balance yet, no bank account, payouts paused): nothing left.
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripePermissionError
    )
      throw new TransferRefusedError(error.message);
    throw error;
  }
}
