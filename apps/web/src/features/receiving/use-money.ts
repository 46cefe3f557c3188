import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/ui/money';

/**
 * Amounts in the reader's language (Intl through src/ui Money). In Arabic an amount such as
 * "38.72 US$" sits inside right-to-left text, where the bidi rules would move its "$" in front of
 * "US": a left-to-right isolate keeps it whole wherever it is placed, alone or inside a sentence.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir(language) === 'rtl';
  return useCallback(
    (minor: number, currency: string) => {
      const text = formatMoney(minor, currency, language);
      return rtl ? `\u2066${text}\u2069` : text;
    },
    [language, rtl],
  );
}
