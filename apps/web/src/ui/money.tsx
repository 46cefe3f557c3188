import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { findCurrency } from '@opentip/shared/currencies';
import { numberFormat } from './number-format';

// Left-to-right isolate: in Arabic text the bidi rules would tear "38.72 US$" into "$US 38.72".
const LTR_ISOLATE = '\u2066';
const POP_ISOLATE = '\u2069';

/**
 * Formats an integer amount in the currency's minor unit (cents, fils...) without floating maths
 * on it, for the reader's language; in a right-to-left language the amount is isolated so it
 * reads whole wherever it is placed, alone or inside a sentence.
 */
export function formatMoney(minor: bigint | number, currency: string, locale: string): string {
  const digits = findCurrency(currency)?.minorUnits ?? 2;
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(digits);
  const major = `${negative ? '-' : ''}${abs / scale}${digits > 0 ? '.' + (abs % scale).toString().padStart(digits, '0') : ''}`;
  const format = numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl accepts a decimal string exactly (no binary rounding) where supported.
  const text = format.format(major as unknown as number);
  return i18next.dir(locale) === 'rtl' ? `${LTR_ISOLATE}${text}${POP_ISOLATE}` : text;
}

export function Money({ minor, currency }: { minor: bigint | number; currency: string }) {
  const { i18n } = useTranslation();
  return <span className="money">{formatMoney(minor, currency, i18n.language)}</span>;
}
