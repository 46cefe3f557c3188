import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { balanceData, balanceFigures } from '@opentip/shared/schemas/tips.schema';
import { errorText } from '@/app/api/api-message';
import { useMoney } from './use-money';
import { formatCount } from './dashboard-figures';
import { CurrencyFigures, type CurrencyGroup } from './currency-figures';
import { useBalanceQuery } from './use-balance.query';
import { PendingNote } from '@/app/pending-note';

type Balance = z.infer<typeof balanceFigures>;
const holdsAnything = (b: Balance) =>
  b.total !== 0 || b.available !== 0 || b.pending !== 0 || b.todayTips !== 0 || b.poolShares !== 0;

/** Every currency the account holds, the default one first; the empty default only when nothing is held. */
export function heldBalances(data: z.infer<typeof balanceData>): { held: Balance[]; defaultEmpty: boolean } {
  const held = [data.balance, ...data.otherCurrencies].filter(holdsAnything);
  if (held.length === 0) return { held: [data.balance], defaultEmpty: false };
  return { held, defaultEmpty: !holdsAnything(data.balance) };
}

/**
 * SPEC 2 reports: today's tips, total, received today and the available balance, per currency held;
 * a team member's shares of the team pool beside them when they have any (already in the balance).
 */
export function ReceiverFigures({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const balance = useBalanceQuery(currency);
  const format = useMoney();
  if (balance.isError)
    return (
      <p className="notice" role="alert">
        {errorText(tm, balance.error)}
      </p>
    );
  const zero: Balance = {
    currency,
    todayTips: 0,
    receivedToday: 0,
    total: 0,
    available: 0,
    pending: 0,
    nextAvailableAt: null,
    holdHours: 0,
    poolShares: 0,
  };
  const { held, defaultEmpty } = balance.data
    ? heldBalances(balance.data)
    : { held: [zero], defaultEmpty: false };
  const groups: CurrencyGroup[] = held.map((b) => ({
    currency: b.currency,
    figures: [
      { id: 'todayTips', label: t('figures.todayTips'), value: formatCount(b.todayTips, i18n.language) },
      { id: 'receivedToday', label: t('figures.receivedToday'), value: format(b.receivedToday, b.currency) },
      { id: 'total', label: t('figures.total'), value: format(b.total, b.currency) },
      { id: 'available', label: t('figures.available'), value: format(b.available, b.currency) },
      ...(b.pending > 0
        ? [{ id: 'pending', label: t('balances.pending'), value: format(b.pending, b.currency) }]
        : []),
      ...(b.poolShares > 0
        ? [{ id: 'poolShares', label: t('figures.poolShares'), value: format(b.poolShares, b.currency) }]
        : []),
    ],
  }));
  const note = defaultEmpty
    ? t('figures.defaultEmpty', { currency: balance.data?.balance.currency ?? currency })
    : undefined;
  return (
    <>
      <CurrencyFigures groups={groups} loading={balance.isPending} note={note} />
      {held.map((b) => (
        <PendingNote key={b.currency} figures={b} />
      ))}
    </>
  );
}
