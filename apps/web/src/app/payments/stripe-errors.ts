import type { StripeError } from '@stripe/stripe-js';
import type { MessageKey } from '@opentip/shared/messages';

export type ElementField = 'number' | 'expiry' | 'cvc';

/** What the giver sees for a Stripe error: one of our messages when we have it, else Stripe's own (in their language). */
export interface CardProblem {
  field?: ElementField;
  message: MessageKey | string;
}

const BY_CODE: Record<string, CardProblem> = {
  incomplete_number: { field: 'number', message: 'cardNumberInvalid' },
  invalid_number: { field: 'number', message: 'cardNumberInvalid' },
  incorrect_number: { field: 'number', message: 'cardNumberInvalid' },
  incomplete_expiry: { field: 'expiry', message: 'cardMonthInvalid' },
  invalid_expiry_month: { field: 'expiry', message: 'cardMonthInvalid' },
  invalid_expiry_month_past: { field: 'expiry', message: 'cardMonthInvalid' },
  invalid_expiry_year: { field: 'expiry', message: 'cardYearInvalid' },
  invalid_expiry_year_past: { field: 'expiry', message: 'cardYearInvalid' },
  expired_card: { field: 'expiry', message: 'expiredCard' },
  incomplete_cvc: { field: 'cvc', message: 'cardCvvInvalid' },
  invalid_cvc: { field: 'cvc', message: 'cardCvvInvalid' },
  incorrect_cvc: { field: 'cvc', message: 'incorrectCvc' },
  card_declined: { message: 'cardDeclined' },
  insufficient_funds: { message: 'insufficientFunds' },
  processing_error: { message: 'processingError' },
};

/** SPEC 5's "Please enter valid ..." for a field left empty or unfinished. */
export const INCOMPLETE: Record<ElementField, MessageKey> = {
  number: 'cardNumberInvalid',
  expiry: 'cardMonthInvalid',
  cvc: 'cardCvvInvalid',
};

export function cardProblemOf(error: Pick<StripeError, 'type' | 'code' | 'message'>): CardProblem {
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  if (error.type === 'api_connection_error') return { message: 'networkError' };
  return { message: error.message ?? 'internalError' };
}
