import { useTranslation } from 'react-i18next';
import { findCurrency } from '@opentip/shared/currencies';

/** Formats an integer amount in the currency's minor unit (cents, fils...) without floating maths on it. */
export function formatMoney(minor: bigint | number, currency: string, locale: string): string {
  const digits = findCurrency(currency)?.minorUnits ?? 2;
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const scale = 10n ** BigInt(digits);
  const major = `${negative ? '-' : ''}${abs / scale}${digits > 0 ? '.' + (abs % scale).toString().padStart(digits, '0') : ''}`;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Intl accepts a decimal string exactly (no binary rounding) where supported.
  return format.format(major as unknown as number);
}

export function Money({ minor, currency }: { minor: bigint | number; currency: string }) {
  const { i18n } = useTranslation();
  return <span className="money">{formatMoney(minor, currency, i18n.language)}</span>;
}
