import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import type { DashboardFilters } from './dashboard-filters';
import { TipsChart } from './tips-chart';
import './currency-figures.css';
import { chartBars, totalsByCurrency } from './tip-figures';

interface Props {
  tips: readonly TipTransaction[];
  filters: DashboardFilters;
  userId: string;
  /** The user's default currency: drawn first when the period has tips in it. */
  currency: string;
}

/** The chart of one currency at a time, with a switch when the period holds several (never converted). */
export function CurrencyChart({ tips, filters, userId, currency }: Props) {
  const { t } = useTranslation('receiving');
  const currencies = totalsByCurrency(tips, userId, currency).map((total) => total.currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? currency);
  const bars = chartBars(tips, { from: filters.from, to: filters.to, currency: shown, userId });
  const switcher =
    currencies.length > 1 ? (
      <div className="chart-currencies" role="group" aria-label={t('chart.currency')}>
        {currencies.map((code) => (
          <button
            key={code}
            type="button"
            className="chart-currencies__option"
            aria-pressed={code === shown}
            onClick={() => setChosen(code)}
          >
            {code}
          </button>
        ))}
      </div>
    ) : null;
  return <TipsChart bars={bars} currency={shown} switcher={switcher} />;
}
