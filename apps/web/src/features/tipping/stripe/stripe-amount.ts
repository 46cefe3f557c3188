import { minorUnitsOf } from '@opentip/shared/money';

/**
 * ISO minor units -> the units Stripe counts in (the wallet sheet shows this total). Same rule as the
 * API's apps/api/src/integrations/payments/stripe/stripe-amounts.ts: ISK is two-decimal at Stripe, MGA
 * zero-decimal; amounts on /CalculateTip are already multiples of Stripe's step (tip-math amountStep).
 */
export function toStripeAmount(amountMinor: number, currency: string): number {
  const code = currency.toUpperCase();
  const iso = minorUnitsOf(code);
  const stripe = code === 'ISK' ? 2 : code === 'MGA' ? 0 : iso;
  return stripe >= iso ? amountMinor * 10 ** (stripe - iso) : Math.round(amountMinor / 10 ** (iso - stripe));
}
