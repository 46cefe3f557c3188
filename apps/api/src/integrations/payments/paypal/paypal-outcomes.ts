import { failureMessage } from '../failure-messages.ts';
import type { ActionRequired, FailureCode, FinalOutcome } from '../payment-provider.ts';

export const paypalFailed = (code: FailureCode, paymentId: string | null = null): FinalOutcome => ({
  status: 'failed',
  paymentId,
  code,
  message: failureMessage(code),
  card: null,
});

export const paypalPaid = (orderId: string): FinalOutcome => ({
  status: 'succeeded',
  paymentId: orderId,
  card: null,
});

/** The giver approves order `orderId` in PayPal (or in the local sandbox's dialog), then resends the tip. */
export const approvalNeeded = (orderId: string): ActionRequired => ({
  status: 'requiresAction',
  paymentId: orderId,
  nextAction: { type: 'approvePaypal', orderId },
  card: null,
});

/**
 * An order the giver never approved (or cancelled in PayPal) paid nothing: the same code as a card
 * whose holder did not confirm it, so the giver reads that nothing was charged.
 */
export const notApproved = (orderId: string | null) => paypalFailed('authentication_required', orderId);

/** Capture refusals (Orders v2 "UNPROCESSABLE_ENTITY" issues) the giver can only answer with another funding source. */
const DECLINE_ISSUES: Record<string, FailureCode> = {
  INSTRUMENT_DECLINED: 'card_declined',
  TRANSACTION_REFUSED: 'card_declined',
  PAYER_CANNOT_PAY: 'card_declined',
  PAYEE_BLOCKED_TRANSACTION: 'card_declined',
  MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED: 'card_declined',
  COMPLIANCE_VIOLATION: 'card_declined',
  REDIRECT_PAYER_FOR_ALTERNATE_FUNDING: 'card_declined',
  CARD_EXPIRED: 'expired_card',
  INSUFFICIENT_FUNDS: 'insufficient_funds',
};

export function declineOfIssue(issue: string | undefined): FailureCode | null {
  return (issue && DECLINE_ISSUES[issue]) || null;
}
