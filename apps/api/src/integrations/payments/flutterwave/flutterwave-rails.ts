import { minorUnitsOf } from '@opentip/shared/money';
import { FLUTTERWAVE_CURRENCIES, mobileMoneyOf } from '@opentip/shared/payment-rails';
import type { FailureCode, PaymentType } from '../payment-provider.ts';

/** Flutterwave takes cards (its hosted checkout) in its currencies, and mobile money where a network charges in it. */
export function flutterwavePaymentTypes(currency: string): readonly PaymentType[] {
  if (!FLUTTERWAVE_CURRENCIES.has(currency)) return [];
  return mobileMoneyOf(currency) ? ['card', 'mobileMoney'] : ['card'];
}

/** Flutterwave takes no card tokens: what a tip records for its hosted checkout or a wallet (transactions/payment-way.ts). */
export const isFlutterwaveMethod = (token: string) =>
  token === 'hostedCheckout' || /^mobileMoney:[A-Z]+$/.test(token);

/**
 * Flutterwave's amounts are decimal numbers of the major unit (1500 NGN, 12.5 KES). Converted from
 * the exact decimal text, never by multiplying a float.
 */
export function toFlutterwaveAmount(minor: number, currency: string): number {
  const units = minorUnitsOf(currency);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(units + 1, '0');
  return Number(units === 0 ? sign + digits : `${sign}${digits.slice(0, -units)}.${digits.slice(-units)}`);
}

/** Flutterwave's amount back in minor units; null when it has more decimals than the currency. */
export function fromFlutterwaveAmount(major: unknown, currency: string): number | null {
  if (typeof major !== 'number' && typeof major !== 'string') return null;
  const units = minorUnitsOf(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(major).trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > units) return null;
  const minor = Number(match[1]) * 10 ** units + Number(fraction.padEnd(units, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/**
 * Our network names (payment-rails.ts) as the SDK's mobile-money charge checks them. M-Pesa is
 * charged by type alone (no network sent).
 */
const CHARGE_NETWORKS: Record<string, Record<string, string | null>> = {
  KES: { MPESA: null },
  GHS: { MTN: 'MTN', VODAFONE: 'VODAFONE', TIGO: 'AIRTELTIGO' },
  TZS: { VODAFONE: 'VODACOM', AIRTEL: 'AIRTEL', TIGO: 'TIGO', HALOPESA: 'HALOPESA' },
  XAF: { MTN: 'MTN', ORANGE: 'ORANGEMONEY' },
  XOF: { MTN: 'MTN', ORANGE: 'ORANGEMONEY', WAVE: 'WAVE' },
};

export function chargeNetworkOf(currency: string, network: string): string | null {
  const byCurrency = CHARGE_NETWORKS[currency];
  if (byCurrency && network in byCurrency) return byCurrency[network] ?? null;
  return network;
}

/** The operator code a transfer to a mobile-money wallet names (Flutterwave's "Mobile money transfers"). */
export function transferBankOf(currency: string, network: string): string {
  if (currency === 'XAF' || currency === 'XOF') return 'FMM';
  if (currency === 'KES' || currency === 'RWF' || currency === 'ZMW') return 'MPS';
  if (currency === 'TZS') return network === 'VODAFONE' ? 'VODACOM' : network;
  if (currency === 'GHS') return network === 'TIGO' ? 'AIRTELTIGO' : network;
  return network;
}

/** Francophone mobile money needs the wallet's country: read from the phone's dialling code. */
const FRANCO_COUNTRIES: Record<string, string> = {
  '225': 'CI',
  '221': 'SN',
  '226': 'BF',
  '223': 'ML',
  '228': 'TG',
  '229': 'BJ',
  '227': 'NE',
  '237': 'CM',
  '241': 'GA',
  '242': 'CG',
  '236': 'CF',
  '235': 'TD',
  '240': 'GQ',
};

export function francoCountryOf(currency: string, phone: string): string {
  const digits = phone.replace(/^\+/, '');
  return FRANCO_COUNTRIES[digits.slice(0, 3)] ?? (currency === 'XAF' ? 'CM' : 'CI');
}

/** "+254 7·· ··· 567": enough for the giver to recognise their phone, never the whole number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `···· ${digits.slice(-4)}`;
}

export function maskAccountNumber(accountNumber: string): string {
  return `····${accountNumber.slice(-4)}`;
}

/**
 * Flutterwave wants an email with every charge; a guest who gave none is named by the tip at our
 * domain (PUBLIC_URL's host; example.com on a development host without one, which the SDK refuses).
 */
export function chargeEmailOf(
  payerEmail: string | null | undefined,
  intentId: string,
  publicUrl: string,
): string {
  if (payerEmail) return payerEmail;
  let host = 'example.com';
  try {
    const name = new URL(publicUrl).hostname;
    if (/\.[a-z]{2,}$/i.test(name)) host = name;
  } catch {
    // the default host stays
  }
  return `tip-${intentId}@${host}`;
}

/** Flutterwave's processor response (free text) as one of our failure reasons. */
export function failureCodeOf(processorResponse: unknown): FailureCode {
  const text = typeof processorResponse === 'string' ? processorResponse.toLowerCase() : '';
  if (/insufficient|not enough|low balance/.test(text)) return 'insufficient_funds';
  if (/expired/.test(text)) return 'expired_card';
  if (/cvv|cvc|security code/.test(text)) return 'incorrect_cvc';
  if (
    /cancel|timeout|timed out|abandon|not (approved|authori[sz]ed)|rejected by (the )?(customer|user)|otp/.test(
      text,
    )
  )
    return 'authentication_required';
  if (/error|unavailable|try again/.test(text)) return 'processing_error';
  return 'card_declined';
}
