import {
  ApiError,
  CaptureStatus,
  OrderStatus,
  type Order,
  type OrdersCapture,
} from '@paypal/paypal-server-sdk';
import { ProviderUnavailableError, type ChargeOutcome } from '../payment-provider.ts';
import { approvalNeeded, declineOfIssue, notApproved, paypalFailed, paypalPaid } from './paypal-outcomes.ts';

/** The capture of a tip's order (one purchase unit, captured once). */
export function captureOfOrder(order: Order): OrdersCapture | null {
  return order.purchaseUnits?.[0]?.payments?.captures?.[0] ?? null;
}

/** What an order comes to; 'approved' when the giver approved it and it waits for our capture. */
export function readOrder(order: Order): ChargeOutcome | 'approved' {
  const id = order.id ?? '';
  switch (order.status) {
    case OrderStatus.Approved:
      return 'approved';
    case OrderStatus.Voided:
      return notApproved(id);
    case OrderStatus.Completed:
      return readCapture(id, captureOfOrder(order));
    default:
      // CREATED, SAVED, PAYER_ACTION_REQUIRED: the giver has not approved it yet.
      return approvalNeeded(id);
  }
}

function readCapture(orderId: string, capture: OrdersCapture | null): ChargeOutcome {
  switch (capture?.status) {
    case CaptureStatus.Completed:
    case CaptureStatus.PartiallyRefunded:
    case CaptureStatus.Refunded:
      return paypalPaid(orderId);
    // Held for review (eChecks, risk): the outcome is not known yet; PAYMENT.CAPTURE.COMPLETED settles it.
    case CaptureStatus.Pending:
      throw new ProviderUnavailableError(`PayPal capture of order ${orderId} pending`);
    default:
      return paypalFailed('card_declined', orderId);
  }
}

/** PayPal could not be reached or failed on its side: whether it acted is unknown. */
export function isUnavailable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.statusCode >= 500 || error.statusCode === 429;
}

/** The issue of an Orders v2 error answer ("INSTRUMENT_DECLINED", "ORDER_NOT_APPROVED"). */
export function issueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const result = error.result as { details?: { issue?: string }[] } | undefined;
  if (result?.details?.[0]?.issue) return result.details[0].issue;
  // Errors the SDK has no schema for keep their body as text.
  try {
    const parsed = JSON.parse(String(error.body)) as { details?: { issue?: string }[] };
    return parsed.details?.[0]?.issue;
  } catch {
    return undefined;
  }
}

/** A capture refused by PayPal: a decline the giver sees, the order still waiting, or a bug. */
export function outcomeOfCaptureError(orderId: string, error: unknown): ChargeOutcome | 'alreadyCaptured' {
  if (isUnavailable(error)) throw new ProviderUnavailableError(error);
  const issue = issueOf(error);
  if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return approvalNeeded(orderId);
  if (issue === 'ORDER_ALREADY_CAPTURED') return 'alreadyCaptured';
  const decline = declineOfIssue(issue);
  if (decline) return paypalFailed(decline, orderId);
  throw error;
}
