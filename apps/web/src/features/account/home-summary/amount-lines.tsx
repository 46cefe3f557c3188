import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/ui/money';
import type { Amount } from './home-figures';

/** One amount per line, each in its own currency. */
export function AmountLines({ amounts, testId }: { amounts: readonly Amount[]; testId: string }) {
  const { i18n } = useTranslation();
  return (
    <span className="home-amounts" data-testid={testId}>
      {amounts.map((amount) => (
        <span key={amount.currency} className="home-amounts__line">
          {formatMoney(amount.minor, amount.currency, i18n.language)}
        </span>
      ))}
    </span>
  );
}
