import { messageText, type MessageKey } from '@opentip/shared/messages';
import type { FailureCode } from './payment-provider.ts';

/** The sentence a giver reads for each reason a charge failed (the web app translates the key). */
export const FAILURE_MESSAGE_KEYS: Record<FailureCode, MessageKey> = {
  card_declined: 'cardDeclined',
  insufficient_funds: 'insufficientFunds',
  // A card needing authentication waits for the giver; this failure means they did not confirm it.
  authentication_required: 'authenticationFailed',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  processing_error: 'processingError',
  invalid_payment_method: 'paymentMethodInvalid',
  amount_invalid: 'amountInvalid',
  destination_invalid: 'destinationInvalid',
};

/** Failures caused by what was sent rather than by the card: answered 400, not 402. */
export const REQUEST_FAILURES: ReadonlySet<FailureCode> = new Set([
  'invalid_payment_method',
  'amount_invalid',
  'destination_invalid',
]);

/** The stable error code of an answer; a failed confirmation reads as what it is for clients. */
export function failureErrorCode(code: FailureCode): string {
  return code === 'authentication_required' ? 'AUTHENTICATION_FAILED' : code.toUpperCase();
}

export function failureMessage(code: FailureCode): string {
  return messageText(FAILURE_MESSAGE_KEYS[code]);
}
