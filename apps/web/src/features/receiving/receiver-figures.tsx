import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { useMoney } from './use-money';
import { FigureGrid, OtherCurrencies, formatCount } from './dashboard-figures';
import { useBalanceQuery } from './use-balance.query';

/** SPEC 2 reports: today's tips, total, received today and the available balance, from the ledger. */
export function ReceiverFigures({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const balance = useBalanceQuery(true);
  const language = i18n.language;
  const main = balance.data?.balance;
  const shown = main?.currency ?? currency;
  const format = useMoney();
  const money = (minor: number | undefined) => format(minor ?? 0, shown);
  if (balance.isError)
    return (
      <p className="notice" role="alert">
        {errorText(tm, balance.error)}
      </p>
    );
  return (
    <>
      <FigureGrid
        loading={balance.isPending}
        figures={[
          {
            id: 'todayTips',
            label: t('figures.todayTips'),
            value: formatCount(main?.todayTips ?? 0, language),
          },
          { id: 'receivedToday', label: t('figures.receivedToday'), value: money(main?.receivedToday) },
          { id: 'total', label: t('figures.total'), value: money(main?.total) },
          { id: 'available', label: t('figures.available'), value: money(main?.available) },
        ]}
      />
      <OtherCurrencies
        labelKey="figures.otherCurrencies"
        totals={(balance.data?.otherCurrencies ?? []).map((other) => ({
          currency: other.currency,
          amount: other.available,
          count: other.todayTips,
        }))}
      />
    </>
  );
}
