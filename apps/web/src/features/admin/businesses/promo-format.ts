import type { TFunction } from 'i18next';
import { formatMoney } from '@/ui/money';

interface PromoValue {
  kind: 'percent' | 'amount' | 'freeMonths';
  value: number;
  currency: string | null;
}

/** "20% off", "€10.00 off", "3 free months": what a code gives, in the reader's language. */
export function describePromo(t: TFunction, promo: PromoValue, locale: string): string {
  if (promo.kind === 'percent') return t('promoCodes.give.percent', { value: promo.value });
  if (promo.kind === 'amount')
    return t('promoCodes.give.amount', { amount: formatMoney(promo.value, promo.currency ?? 'USD', locale) });
  return t('promoCodes.give.freeMonths', { n: promo.value });
}
