import { applyBasisPoints, minorUnitsOf, parseMajorAmount } from './money.ts';
import type { ProviderName } from './payment-rails.ts';
import type { PayoutTerms } from './schemas/payouts.schema.ts';

/**
 * What a withdrawal costs and its least amount, per provider and currency (docs/payouts.md). The
 * receiver pays the provider's own payout fee out of the amount withdrawn; the platform adds none.
 * Figures are the providers' published list prices at the time of writing, in major units as the
 * price pages print them; an operator with negotiated prices changes them here.
 */

/** Amounts in major units, as written on the providers' price pages ("0.25" USD). */
type MajorTable = Readonly<Record<string, string>>;

/**
 * Stripe Connect, connected accounts whose payouts the platform manages (stripe.com/connect/pricing,
 * "Payouts"): 0.25% + a fixed amount per payout sent, in the account's country currency. The
 * local sandbox stands in for Stripe and shows the same terms.
 */
const STRIPE_PAYOUT_BPS = 25;
const STRIPE_PAYOUT_FIXED: MajorTable = {
  USD: '0.25',
  CAD: '0.25',
  AUD: '0.25',
  NZD: '0.25',
  SGD: '0.25',
  EUR: '0.10',
  GBP: '0.10',
  CHF: '0.10',
};

/**
 * PayPal Payouts (PayPal Merchant Fees, "Payouts", domestic): 2% of each payout item, at most a
 * fixed cap in the currency sent.
 */
const PAYPAL_PAYOUT_BPS = 200;
const PAYPAL_PAYOUT_CAP: MajorTable = {
  AUD: '32',
  BRL: '60',
  CAD: '25',
  CHF: '20',
  CNY: '140',
  CZK: '450',
  DKK: '130',
  EUR: '18',
  GBP: '16',
  HKD: '155',
  HUF: '5200',
  ILS: '70',
  JPY: '2000',
  MXN: '300',
  MYR: '80',
  NOK: '170',
  NZD: '32',
  PHP: '1000',
  PLN: '80',
  SEK: '180',
  SGD: '28',
  THB: '640',
  TWD: '620',
  USD: '20',
};

/**
 * Flutterwave transfers (flutterwave.com pricing, "Transfers"; the exact fee of one transfer is
 * what GET /v3/transfers/fee answers). Fees are a flat amount per transfer; where Flutterwave
 * tiers it by amount (NGN: 10.75 / 26.88 / 53.75) we take the highest tier, so a payout never
 * costs the platform more than the receiver paid for it.
 */
const FLUTTERWAVE_TRANSFER_FEE: MajorTable = {
  NGN: '53.75',
  GHS: '2',
  KES: '50',
  ZAR: '10',
  UGX: '1000',
  TZS: '2000',
  RWF: '500',
  ZMW: '10',
  MWK: '500',
  XAF: '500',
  XOF: '500',
  EGP: '20',
  USD: '1',
  EUR: '1',
  GBP: '1',
};

/** Least withdrawal where 1 of the currency's major unit is too small to be worth a transfer. */
const MINIMUM_MAJOR: MajorTable = {
  NGN: '500',
  GHS: '10',
  KES: '100',
  ZAR: '20',
  UGX: '5000',
  TZS: '5000',
  RWF: '1000',
  ZMW: '20',
  MWK: '2000',
  XAF: '1000',
  XOF: '1000',
  EGP: '50',
  JPY: '100',
  HUF: '500',
  TWD: '50',
  PHP: '50',
  THB: '50',
  CZK: '50',
  INR: '100',
};

function minor(table: MajorTable, currency: string): number | null {
  const text = table[currency.toUpperCase()];
  return text === undefined ? null : parseMajorAmount(text, currency);
}

function termsOf(currency: string, fee: { fixed: number; bps: number; cap: number | null }): PayoutTerms {
  const oneUnit = 10 ** minorUnitsOf(currency);
  const terms: PayoutTerms = { minimum: 0, feeFixed: fee.fixed, feeBps: fee.bps, feeCap: fee.cap };
  let minimum = Math.max(minor(MINIMUM_MAJOR, currency) ?? oneUnit, oneUnit);
  // The least withdrawal always leaves the receiver something after the fee.
  while (payoutFee(terms, minimum) * 2 > minimum) minimum += oneUnit;
  return { ...terms, minimum };
}

/** The least amount and the fee of a withdrawal through `provider` in `currency`. */
export function payoutTermsOf(provider: ProviderName, currency: string): PayoutTerms {
  switch (provider) {
    case 'sandbox':
    case 'stripe':
      return termsOf(currency, {
        fixed: minor(STRIPE_PAYOUT_FIXED, currency) ?? 0,
        bps: STRIPE_PAYOUT_BPS,
        cap: null,
      });
    case 'paypal':
      return termsOf(currency, { fixed: 0, bps: PAYPAL_PAYOUT_BPS, cap: minor(PAYPAL_PAYOUT_CAP, currency) });
    case 'flutterwave':
      return termsOf(currency, { fixed: minor(FLUTTERWAVE_TRANSFER_FEE, currency) ?? 0, bps: 0, cap: null });
  }
}

/** fixed + amount × bps / 10 000 (half up), at most the cap: what a withdrawal of `amount` costs. */
export function payoutFee(terms: PayoutTerms, amount: number): number {
  const fee = terms.feeFixed + applyBasisPoints(amount, terms.feeBps);
  return terms.feeCap === null ? fee : Math.min(fee, terms.feeCap);
}

/** What reaches the linked account: the amount withdrawn less its fee (never below 0). */
export function payoutNet(terms: PayoutTerms, amount: number): number {
  return Math.max(amount - payoutFee(terms, amount), 0);
}
