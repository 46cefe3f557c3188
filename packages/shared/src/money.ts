import { findCurrency } from './currencies.ts';

/**
 * Money is an integer count of a currency's minor unit (cents, yen, fils), never a float.
 * Every amount a person can pay fits in 8 digits, as card processors require, so plain safe
 * integers carry it; products and quotients are computed in bigint and rounded once, half-up.
 */
export const MAX_AMOUNT_MINOR = 99_999_999;
export const BASIS_POINTS = 10_000;

/** Percent of a bill accepted for a tip: above 0, at most 100, two decimals at most. */
export const MAX_PERCENT_BPS = 100 * 100;

export function isMinorAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Decimal places of the currency's smallest unit; throws on a code that is not ISO 4217. */
export function minorUnitsOf(currency: string): number {
  const found = findCurrency(currency);
  if (!found) throw new Error(`Unknown currency ${currency}`);
  return found.minorUnits;
}

/** round(numerator / denominator), halves away from zero; both non-negative. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('divideHalfUp takes non-negative values');
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/**
 * amount x bps / 10 000, rounded half-up in minor units: fees and percentages. `step` rounds to a
 * multiple of several minor units instead, for processors that refuse the last digit (KWD: 10).
 */
export function applyBasisPoints(amountMinor: number, bps: number, step = 1): number {
  assertMinor(amountMinor);
  if (!Number.isSafeInteger(bps) || bps < 0)
    throw new RangeError('basis points must be a non-negative integer');
  if (!Number.isSafeInteger(step) || step < 1) throw new RangeError('step must be a positive integer');
  const units = divideHalfUp(BigInt(amountMinor) * BigInt(bps), BigInt(BASIS_POINTS) * BigInt(step));
  return Number(units) * step;
}

/**
 * "12.5" or 12.5 -> 1250 basis points, read from its decimal text so 12.5 never becomes
 * 12.4999...; null for anything that is not a percentage with at most two decimals in (0, 100].
 */
export function percentToBasisPoints(percent: string | number): number | null {
  const text = typeof percent === 'number' ? String(percent) : percent.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps > 0 && bps <= MAX_PERCENT_BPS ? bps : null;
}

/** The tip for a percentage of a bill: rounded once, half-up, in the bill's minor unit (or step). */
export function percentOfBill(billMinor: number, percentBps: number, step = 1): number {
  return applyBasisPoints(billMinor, percentBps, step);
}

export interface TipBreakdown {
  /** What the giver chose to tip. */
  tip: number;
  /** The platform fee on that tip. */
  fee: number;
  /** What reaches the receiver. */
  net: number;
  /** What the giver's card is charged. */
  total: number;
}

/** The platform fee is a share of the tip; covering it adds it on top instead of taking it out. */
export function tipBreakdown(options: {
  tip: number;
  feeBps: number;
  coverFee: boolean;
  step?: number;
}): TipBreakdown {
  const { tip, feeBps, coverFee, step = 1 } = options;
  const fee = applyBasisPoints(tip, feeBps, step);
  return coverFee ? { tip, fee, net: tip, total: tip + fee } : { tip, fee, net: tip - fee, total: tip };
}

/**
 * How a refund comes back out of the fee and the receiver's share. The fee share of everything
 * refunded so far is rounded once, so refunds in parts add up to exactly the same as one full refund.
 */
export function splitRefund(options: {
  refund: number;
  refundedBefore?: number;
  total: number;
  fee: number;
}): {
  fee: number;
  net: number;
} {
  const { refund, refundedBefore = 0, total, fee } = options;
  assertMinor(refund);
  assertMinor(refundedBefore);
  if (refundedBefore + refund > total || total <= 0 || fee > total)
    throw new RangeError('refund exceeds the charge');
  const feeShare = (refunded: number) => divideHalfUp(BigInt(fee) * BigInt(refunded), BigInt(total));
  const feePart = Number(feeShare(refundedBefore + refund) - feeShare(refundedBefore));
  return { fee: feePart, net: refund - feePart };
}

/**
 * The smallest charge a card processor accepts, per currency (Stripe's published minimums where
 * it lists one; otherwise half a major unit). Processors convert other currencies and may still
 * refuse a charge worth less than about 0.50 USD; their message is passed on then.
 */
const MINIMUM_MAJOR_HUNDREDTHS: Record<string, number> = {
  USD: 50,
  EUR: 50,
  GBP: 30,
  AUD: 50,
  CAD: 50,
  CHF: 50,
  NZD: 50,
  SGD: 50,
  BRL: 50,
  INR: 50,
  JPY: 5000,
  AED: 200,
  BGN: 100,
  CZK: 1500,
  DKK: 250,
  HKD: 400,
  HUF: 17500,
  MXN: 1000,
  MYR: 200,
  NOK: 300,
  PLN: 200,
  RON: 200,
  SEK: 300,
  THB: 1000,
};

export function chargeLimits(currency: string): { min: number; max: number } {
  const units = minorUnitsOf(currency);
  const hundredths = MINIMUM_MAJOR_HUNDREDTHS[currency.toUpperCase()] ?? 50;
  // hundredths of a major unit -> minor units; zero-decimal currencies round up to a whole unit.
  const min = units >= 2 ? hundredths * 10 ** (units - 2) : Math.ceil(hundredths / 10 ** (2 - units));
  return { min: Math.max(min, 1), max: MAX_AMOUNT_MINOR };
}

/** "12.50" (as typed) -> 1250 minor units; null when it has more decimals than the currency. */
export function parseMajorAmount(text: string, currency: string): number | null {
  const units = minorUnitsOf(currency);
  const match = /^(\d{1,8})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > units) return null;
  const minor = Number(match[1]) * 10 ** units + Number(fraction.padEnd(units, '0') || '0');
  return Number.isSafeInteger(minor) && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/** 1250 USD -> "12.50"; 1250 JPY -> "1250"; 1250 KWD -> "1.250". Exact, no float. */
export function toMajorString(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError('amount must be an integer');
  const units = minorUnitsOf(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const digits = String(Math.abs(amountMinor)).padStart(units + 1, '0');
  if (units === 0) return sign + digits;
  return `${sign}${digits.slice(0, -units)}.${digits.slice(-units)}`;
}

/** Localised money text, e.g. "$12.50", "12,50 €", "¥1,250". */
export function formatMoney(amountMinor: number, currency: string, locale = 'en'): string {
  const units = minorUnitsOf(currency);
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: units,
    maximumFractionDigits: units,
  });
  // Intl formats a decimal string exactly, so no float is made from the amount.
  return format.format(toMajorString(amountMinor, currency) as `${number}`);
}

function assertMinor(value: number): void {
  if (!isMinorAmount(value)) throw new RangeError('amounts are non-negative integers of minor units');
}
