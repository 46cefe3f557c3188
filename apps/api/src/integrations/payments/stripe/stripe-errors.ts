import Stripe from 'stripe';

/** Stripe could not be reached or failed on its side: what it did is unknown, so ask again later. */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  );
}
