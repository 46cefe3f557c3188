import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/ui/money';
import { cardLabel } from './saved-cards';
import type { TipResult } from './tip-result';

/** The tip as paid: amounts, receiver, how and when. Printed as the receipt. */
export function Receipt({ result }: { result: TipResult }) {
  const { t, i18n } = useTranslation('tipping');
  const { transaction } = result;
  const { amounts, currency } = transaction;
  const locale = i18n.language;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(transaction.createdAt),
  );
  const method = transaction.card ? cardLabel(transaction.card) : t(`paymentType.${transaction.paymentType}`);
  return (
    <dl className="summary">
      <div className="summary__row">
        <dt>{t('summary.tip')}</dt>
        <dd>{money(amounts.tip)}</dd>
      </div>
      <div className="summary__row">
        <dt>{t('summary.feeShort')}</dt>
        <dd>{money(amounts.fee)}</dd>
      </div>
      <div className="summary__row summary__row--strong">
        <dt dir="auto">{t('summary.receives', { name: transaction.payee.username })}</dt>
        <dd>{money(amounts.net)}</dd>
      </div>
      <div className="summary__row summary__row--total">
        <dt>{t('summary.paid')}</dt>
        <dd>{money(amounts.total)}</dd>
      </div>
      <div className="summary__row">
        <dt>{t('summary.paidWith')}</dt>
        <dd dir="ltr">{method}</dd>
      </div>
      <div className="summary__row">
        <dt>{t('summary.date')}</dt>
        <dd>{date}</dd>
      </div>
      <div className="summary__row">
        <dt>{t('summary.reference')}</dt>
        <dd className="summary__ref">{transaction.id.slice(0, 8).toUpperCase()}</dd>
      </div>
    </dl>
  );
}
