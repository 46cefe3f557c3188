import i18next from 'i18next';
import { formatMoney as formatMinor } from '@/ui/money';

const LEFT_TO_RIGHT_MARK = '\u200e';

/**
 * src/ui formatMoney, made to read right in Arabic: Intl writes "‏8.73 US$", and in right-to-left
 * text the trailing "$" floats away from "US" ("$US 8.73"). A left-to-right mark after the symbol
 * keeps "US$" together. Left-to-right languages get the text unchanged.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const text = formatMinor(minor, currency, locale);
  return i18next.dir(locale) === 'rtl' ? text + LEFT_TO_RIGHT_MARK : text;
}
