import { minorUnitsOf } from './money.ts';

/**
 * Stripe's amount units differ from ISO 4217 minor units for a few currencies: ISK is zero-decimal
 * in ISO but two-decimal at Stripe (whole kronur only), MGA two-decimal in ISO but zero-decimal at
 * Stripe, and three-decimal currencies must end in 0 there. Sending ISO units unchanged would
 * charge 100 times too little or too much.
 */
const STRIPE_DECIMALS: Record<string, number> = { ISK: 2, MGA: 0 };

function stripeDecimals(currency: string): number {
  return STRIPE_DECIMALS[currency.toUpperCase()] ?? minorUnitsOf(currency);
}

/** ISO minor units -> Stripe amount; null when Stripe cannot charge that exact amount. */
export function toStripeAmount(amountMinor: number, currency: string): number | null {
  const iso = minorUnitsOf(currency);
  const stripe = stripeDecimals(currency);
  if (iso === 3 && amountMinor % 10 !== 0) return null;
  if (stripe >= iso) return amountMinor * 10 ** (stripe - iso);
  const factor = 10 ** (iso - stripe);
  return amountMinor % factor === 0 ? amountMinor / factor : null;
}

/** Stripe amount -> ISO minor units (any fraction of an ISO unit, which Stripe no longer allows, is dropped). */
export function fromStripeAmount(amount: number, currency: string): number {
  const iso = minorUnitsOf(currency);
  const stripe = stripeDecimals(currency);
  if (stripe < iso) return amount * 10 ** (iso - stripe);
  const factor = 10 ** (stripe - iso);
  return (amount - (amount % factor)) / factor;
}

/** The smallest step of an amount Stripe charges in this currency, in ISO minor units. */
export function stripeAmountStep(currency: string): number {
  const iso = minorUnitsOf(currency);
  const stripe = stripeDecimals(currency);
  if (iso === 3) return 10;
  return stripe < iso ? 10 ** (iso - stripe) : 1;
}
