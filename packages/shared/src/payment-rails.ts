/**
 * The ways money reaches a receiver. A receiver links accounts at one or more providers and picks
 * one as the place they are paid (their destination); a giver is offered only the ways to pay
 * that this provider takes in the tip's currency.
 *
 * - sandbox / stripe: the card rail (cards, Apple Pay, Google Pay), one of the two per deployment.
 * - paypal: givers pay with their PayPal account; receivers are paid out through PayPal Payouts.
 * - flutterwave: givers pay by card (Flutterwave's hosted checkout) or mobile money; receivers are
 *   paid out by Flutterwave transfers to a bank account or a mobile-money wallet.
 */
export const PROVIDER_NAMES = ['sandbox', 'stripe', 'paypal', 'flutterwave'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];
export type CardRail = 'sandbox' | 'stripe';

/** Where a receiver can be paid: the card rail of this deployment, PayPal, Flutterwave. */
export const DESTINATION_KINDS = ['card', 'paypal', 'flutterwave'] as const;

const codes = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

/** PayPal's currency codes (REST API reference, "Currency codes"). */
export const PAYPAL_CURRENCIES = codes(`AUD BRL CAD CNY CZK DKK EUR HKD HUF ILS JPY MYR MXN TWD NZD NOK PHP
PLN GBP SGD SEK CHF THB USD`);

/** PayPal takes no decimals in these although ISO 4217 gives them two: amounts are whole units. */
export const PAYPAL_WHOLE_UNIT_CURRENCIES = codes('HUF TWD');

/** Currencies Flutterwave charges cards in (its "supported currencies" list, less the rare ones). */
export const FLUTTERWAVE_CURRENCIES = codes(`NGN GHS KES ZAR UGX TZS RWF ZMW MWK XAF XOF EGP USD EUR GBP`);

/**
 * Mobile-money networks Flutterwave charges, by currency: the charge type it is sent as and the
 * networks a giver picks from (Flutterwave's "Mobile money" charge docs).
 */
export const MOBILE_MONEY = {
  KES: { chargeType: 'mpesa', networks: ['MPESA'] },
  GHS: { chargeType: 'mobile_money_ghana', networks: ['MTN', 'VODAFONE', 'TIGO'] },
  UGX: { chargeType: 'mobile_money_uganda', networks: ['MTN', 'AIRTEL'] },
  RWF: { chargeType: 'mobile_money_rwanda', networks: ['MTN', 'AIRTEL'] },
  TZS: { chargeType: 'mobile_money_tanzania', networks: ['VODAFONE', 'AIRTEL', 'TIGO', 'HALOPESA'] },
  ZMW: { chargeType: 'mobile_money_zambia', networks: ['MTN', 'ZAMTEL'] },
  XAF: { chargeType: 'mobile_money_franco', networks: ['MTN', 'ORANGE'] },
  XOF: { chargeType: 'mobile_money_franco', networks: ['MTN', 'ORANGE', 'WAVE'] },
} as const satisfies Record<string, { chargeType: string; networks: readonly string[] }>;
export type MobileMoneyCurrency = keyof typeof MOBILE_MONEY;

export function mobileMoneyOf(currency: string) {
  return (
    (MOBILE_MONEY as Record<string, (typeof MOBILE_MONEY)[MobileMoneyCurrency] | undefined>)[currency] ?? null
  );
}

/** Whether `provider` takes payments in `currency` at all (the card rail: see currencies.ts). */
export function providerTakesCurrency(provider: 'paypal' | 'flutterwave', currency: string): boolean {
  return provider === 'paypal' ? PAYPAL_CURRENCIES.has(currency) : FLUTTERWAVE_CURRENCIES.has(currency);
}
