import { minorUnitsOf, parseMajorAmount, toMajorString } from '@opentip/shared/money';
import { PAYPAL_CURRENCIES, PAYPAL_WHOLE_UNIT_CURRENCIES } from '@opentip/shared/payment-rails';
import type { PaymentType } from '../payment-provider.ts';

const PAYPAL_TYPES: readonly PaymentType[] = ['paypal'];

/** Givers pay with their PayPal account, in the currencies PayPal takes. */
export function paypalPaymentTypes(currency: string): readonly PaymentType[] {
  return PAYPAL_CURRENCIES.has(currency) ? PAYPAL_TYPES : [];
}

/**
 * HUF and TWD have two ISO decimals but PayPal takes whole units there, so amounts must be
 * multiples of 100 minor units; JPY has no decimals at all (a step of 1).
 */
export function paypalAmountStep(currency: string): number {
  return PAYPAL_WHOLE_UNIT_CURRENCIES.has(currency) ? 10 ** minorUnitsOf(currency) : 1;
}

/** Minor units -> PayPal's decimal string ("12.50", "1250" JPY, "15" HUF); null when PayPal cannot take it. */
export function toPaypalValue(amountMinor: number, currency: string): string | null {
  if (!PAYPAL_CURRENCIES.has(currency) || !Number.isSafeInteger(amountMinor) || amountMinor <= 0) return null;
  const step = paypalAmountStep(currency);
  if (amountMinor % step !== 0) return null;
  return step === 1 ? toMajorString(amountMinor, currency) : String(amountMinor / step);
}

/** PayPal's decimal string -> minor units ("15" HUF -> 1500); null for what is not an amount. */
export function fromPaypalValue(value: string | undefined, currency: string): number | null {
  if (value === undefined) return null;
  return parseMajorAmount(value, currency);
}
