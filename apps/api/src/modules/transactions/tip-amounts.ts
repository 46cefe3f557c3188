import { findCurrency } from '@opentip/shared/currencies';
import {
  chargeLimits,
  percentOfBill,
  percentToBasisPoints,
  tipBreakdown,
  type TipBreakdown,
} from '@opentip/shared/money';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { badRequest } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';

export interface ComputedAmounts extends TipBreakdown {
  currency: string;
  feeBps: number;
  billAmount: number | null;
  percentBps: number | null;
}

/**
 * The tip, fee and charge of a request, in integers of the currency's minor unit, checked against
 * what the provider can charge in that currency.
 */
export function computeTipAmounts(options: {
  body: CreateTipBody;
  feeBps: number;
  payments: PaymentProvider;
}): ComputedAmounts {
  const { body, feeBps, payments } = options;
  const currency = findCurrency(body.currency);
  if (!currency || payments.paymentTypes(currency.code).length === 0)
    throw badRequest('currencyNotAccepted', 'CURRENCY_NOT_ACCEPTED');
  const step = payments.amountStep(currency.code);
  let tip: number;
  let percentBps: number | null = null;
  if (body.amount !== undefined) {
    if (body.amount % step !== 0) throw badRequest('amountInvalid', 'AMOUNT_PRECISION');
    tip = body.amount;
  } else {
    percentBps = percentToBasisPoints(body.percent ?? '');
    if (percentBps === null || body.billAmount === undefined)
      throw badRequest('percentInvalid', 'PERCENT_INVALID');
    tip = percentOfBill(body.billAmount, percentBps, step);
  }
  const limits = chargeLimits(currency.code);
  if (tip < limits.min) throw badRequest('amountTooSmall', 'AMOUNT_TOO_SMALL');
  const breakdown = tipBreakdown({ tip, feeBps, coverFee: body.coverFee, step });
  if (breakdown.total > limits.max) throw badRequest('amountTooLarge', 'AMOUNT_TOO_LARGE');
  return { ...breakdown, currency: currency.code, feeBps, billAmount: body.billAmount ?? null, percentBps };
}
