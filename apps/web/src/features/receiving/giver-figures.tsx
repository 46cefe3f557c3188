import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { useMoney } from './use-money';
import { formatCount } from './dashboard-figures';
import { CurrencyFigures, type CurrencyGroup } from './currency-figures';
import { givenFigures } from './tip-figures';

interface Props {
  tips: readonly TipTransaction[] | undefined;
  userId: string;
  currency: string;
  today: Date;
}

/** A giver has no balance: what they gave today and over the last 30 days, per currency given in. */
export function GiverFigures({ tips, userId, currency, today }: Props) {
  const { t, i18n } = useTranslation('receiving');
  const format = useMoney();
  const figures = givenFigures(tips ?? [], { userId, currency, today });
  const period = figures.period.length > 0 ? figures.period : [{ currency, amount: 0, count: 0 }];
  const defaultEmpty = figures.period.length > 0 && !figures.period.some((p) => p.currency === currency);
  const groups: CurrencyGroup[] = period.map((total) => {
    const todays = figures.today.find((day) => day.currency === total.currency);
    return {
      currency: total.currency,
      figures: [
        {
          id: 'todayTips',
          label: t('figures.givenTodayCount'),
          value: formatCount(todays?.count ?? 0, i18n.language),
        },
        {
          id: 'givenToday',
          label: t('figures.givenToday'),
          value: format(todays?.amount ?? 0, total.currency),
        },
        { id: 'total', label: t('figures.givenTotal'), value: format(total.amount, total.currency) },
        { id: 'count', label: t('figures.givenCount'), value: formatCount(total.count, i18n.language) },
      ],
    };
  });
  return (
    <CurrencyFigures
      groups={groups}
      loading={tips === undefined}
      note={defaultEmpty ? t('figures.givenDefaultEmpty', { currency }) : undefined}
    />
  );
}
