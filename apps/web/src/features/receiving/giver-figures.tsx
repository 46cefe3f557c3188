import { useTranslation } from 'react-i18next';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { useMoney } from './use-money';
import { FigureGrid, OtherCurrencies, formatCount } from './dashboard-figures';
import { givenFigures } from './tip-figures';

interface Props {
  tips: readonly TipTransaction[] | undefined;
  userId: string;
  currency: string;
  today: Date;
}

/** A giver has no balance: what they gave today and over the last 30 days instead. */
export function GiverFigures({ tips, userId, currency, today }: Props) {
  const { t, i18n } = useTranslation('receiving');
  const language = i18n.language;
  const figures = givenFigures(tips ?? [], { userId, currency, today });
  const mine = (list: typeof figures.today) => list.find((total) => total.currency === currency);
  const format = useMoney();
  const money = (minor: number | undefined) => format(minor ?? 0, currency);
  const others = figures.period.filter((total) => total.currency !== currency);
  return (
    <>
      <FigureGrid
        loading={tips === undefined}
        figures={[
          {
            id: 'todayTips',
            label: t('figures.givenTodayCount'),
            value: formatCount(sumCounts(figures.today), language),
          },
          { id: 'givenToday', label: t('figures.givenToday'), value: money(mine(figures.today)?.amount) },
          { id: 'total', label: t('figures.givenTotal'), value: money(mine(figures.period)?.amount) },
          {
            id: 'count',
            label: t('figures.givenCount'),
            value: formatCount(sumCounts(figures.period), language),
          },
        ]}
      />
      <OtherCurrencies labelKey="figures.givenOtherCurrencies" totals={others} />
    </>
  );
}

const sumCounts = (totals: readonly { count: number }[]) =>
  totals.reduce((sum, total) => sum + total.count, 0);
