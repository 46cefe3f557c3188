import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/ui/money';

/** Amounts in the reader's language (src/ui formatMoney, which keeps them whole in Arabic). */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((minor: number, currency: string) => formatMoney(minor, currency, language), [language]);
}
