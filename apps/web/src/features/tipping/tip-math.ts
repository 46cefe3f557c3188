import { findCurrency } from '@opentip/shared/currencies';
import { stripeAmountStep } from '@opentip/shared/stripe-amounts';
import type { MessageKey } from '@opentip/shared/messages';
import {
  chargeLimits,
  minorUnitsOf,
  parseMajorAmount,
  percentOfBill,
  percentToBasisPoints,
  tipBreakdown,
  toMajorString,
  type TipBreakdown,
} from '@opentip/shared/money';
import type { TipDraft } from './tip-draft';

/** The bill percentages offered as one tap each; any other value is typed in "Custom". */
export const PERCENT_CHOICES = ['10', '15', '18', '20', '25'] as const;
export const CUSTOM_PERCENT = 'custom';

/**
 * The step of the one-tap fixed amounts, in major units, for currencies whose unit is worth much
 * less (or more) than a dollar or a euro; the presets are 1, 2, 3 and 4 steps. Others: 5 units,
 * or 500 for a zero-decimal currency (yen-like). Rough magnitudes on purpose: round numbers a
 * guest would tip, not exchange rates.
 */
const PRESET_STEPS = `2 BHD JOD KWD OMR
20 AED BRL ILS MYR PEN PLN QAR RON SAR
30 CNY DKK
40 HKD
50 GHS MAD MXN NOK SEK ZAR
100 CZK THB TRY TWD
200 EGP INR PHP UAH
300 RUB
500 ISK
1000 HUF LKR PKR
2000 ARS KZT XAF XOF
5000 CLP KRW NGN
10000 UGX
50000 IDR
100000 VND`;
const PRESET_STEP_MAJOR = new Map(
  PRESET_STEPS.split('\n').flatMap((line) => {
    const [major, ...codes] = line.split(' ');
    return codes.map((code) => [code, Number(major)] as const);
  }),
);

/**
 * The one-tap fixed amounts for a currency, in minor units, smallest first: 5/10/15/20 for dollars
 * and euros, 500/1000/1500/2000 for yen, and the like. Only amounts that can be charged (at least
 * the card minimum, a multiple of the provider's step) are offered.
 */
export function presetAmounts(currency: string, step = 1): number[] {
  const code = currency.toUpperCase();
  const units = minorUnitsOf(code);
  const major = PRESET_STEP_MAJOR.get(code) ?? (units === 0 ? 500 : 5);
  const limits = chargeLimits(code);
  return [1, 2, 3, 4]
    .map((times) => times * major * 10 ** units)
    .filter((minor) => minor >= limits.min && minor <= limits.max && minor % step === 0);
}

/** A preset as the giver would type it: "5", "1000", "2" (never "5.00"). */
export function presetText(minor: number, currency: string): string {
  const scale = 10 ** minorUnitsOf(currency);
  return minor % scale === 0 ? String(minor / scale) : toMajorString(minor, currency);
}

export type Provider = 'sandbox' | 'stripe';
export type AmountInput = Pick<
  TipDraft,
  'mode' | 'amountText' | 'billText' | 'percentChoice' | 'customPercent'
>;
export type AmountField = 'amount' | 'bill' | 'percent';

export type TipAmount =
  | { ok: true; tip: number; billAmount?: number; percent?: string }
  | { ok: false; field: AmountField; error: MessageKey };

/**
 * The charge currency: the receiver's, else the giver's default, else US dollars, the first one the
 * payment provider takes.
 */
export function tipCurrency(candidates: readonly (string | null | undefined)[], provider: Provider): string {
  for (const code of [...candidates, 'USD']) {
    const currency = code ? findCurrency(code) : undefined;
    if (currency?.providers.includes(provider)) return currency.code;
  }
  return 'USD';
}

/**
 * Amounts must be multiples of this many minor units: Stripe's rule, shared with the API, so what
 * is shown is what is charged.
 */
export function amountStep(provider: Provider, currency: string): number {
  return provider === 'stripe' ? stripeAmountStep(currency) : 1;
}

export function percentText(input: Pick<AmountInput, 'percentChoice' | 'customPercent'>): string {
  return (input.percentChoice === CUSTOM_PERCENT ? input.customPercent : input.percentChoice).trim();
}

/** The tip the giver asked for, in minor units: rounded once, half-up, as the server does. */
export function computeTip(input: AmountInput, currency: string, step: number): TipAmount {
  let tip: number;
  let extra: { billAmount?: number; percent?: string } = {};
  if (input.mode === 'amount') {
    if (!input.amountText.trim()) return { ok: false, field: 'amount', error: 'amountRequired' };
    const amount = parseMajorAmount(input.amountText, currency);
    if (amount === null || amount <= 0 || amount % step !== 0)
      return { ok: false, field: 'amount', error: 'amountInvalid' };
    tip = amount;
  } else {
    if (!input.billText.trim()) return { ok: false, field: 'bill', error: 'amountRequired' };
    const bill = parseMajorAmount(input.billText, currency);
    if (bill === null || bill <= 0) return { ok: false, field: 'bill', error: 'amountInvalid' };
    const percent = percentText(input);
    const bps = percentToBasisPoints(percent);
    if (bps === null) return { ok: false, field: 'percent', error: 'percentInvalid' };
    tip = percentOfBill(bill, bps, step);
    extra = { billAmount: bill, percent };
  }
  const limits = chargeLimits(currency);
  if (tip < limits.min)
    return { ok: false, field: input.mode === 'amount' ? 'amount' : 'bill', error: 'amountTooSmall' };
  if (tip > limits.max)
    return { ok: false, field: input.mode === 'amount' ? 'amount' : 'bill', error: 'amountTooLarge' };
  return { ok: true, tip, ...extra };
}

/** Tip, fee, what the receiver gets and what the card is charged, by the API's own rule. */
export function breakdownOf(
  tip: number,
  options: { feeBps: number; coverFee: boolean; step: number },
): TipBreakdown {
  return tipBreakdown({ tip, ...options });
}
