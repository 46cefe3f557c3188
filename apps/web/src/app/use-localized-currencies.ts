import { useMemo } from 'react';
import { CURRENCIES, type Currency } from '@opentip/shared/currencies';

export interface NamedCurrency extends Currency {
  /** The currency's name in the reader's language (the browser knows them), else the English one. */
  label: string;
}

export function useLocalizedCurrencies(language: string): readonly NamedCurrency[] {
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
    } catch {
      names = undefined;
    }
    return CURRENCIES.map((c) => ({ ...c, label: names?.of(c.code) ?? c.name }));
  }, [language]);
}
