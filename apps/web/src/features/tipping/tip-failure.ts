import { ApiError } from '@/app/api/api-error';
import { messageKeyOf } from '@/app/api/api-message';

/** Failures where asking again with the same key is right: the first try may have gone through. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.code === 'NETWORK' || error.status >= 500 || error.code === 'PAYMENT_IN_PROGRESS';
}

/** Failures of the card itself (declined, no funds...): the way out is another card. */
export function isCardFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402;
}

/** The giver failed or left their bank's check: nothing was charged, and a new attempt may pass. */
export function isAuthenticationFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 402 &&
    (error.key ?? messageKeyOf(error.message)) === 'authenticationFailed'
  );
}
