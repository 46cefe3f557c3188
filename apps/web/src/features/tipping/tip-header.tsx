import { useTranslation } from 'react-i18next';
import { Avatar } from '@/ui/avatar';
import { formatMoney } from '@/ui/money';
import type { Checkout } from './checkout';
import type { Payee } from './tip-draft';

/** The tip being paid, at the top of the card screens: who, and how much in all. */
export function TipHeader({ payee, checkout }: { payee: Payee; checkout: Checkout }) {
  const { t, i18n } = useTranslation('tipping');
  const total = checkout.breakdown
    ? formatMoney(checkout.breakdown.total, checkout.currency, i18n.language)
    : '';
  return (
    <div className="tip-header">
      <Avatar name={payee.username} src={payee.profileImg} size={40} />
      <p className="tip-header__text">
        <span dir="auto">{t('header.tipFor', { name: payee.username })}</span>
        <strong className="tip-header__total">{total}</strong>
      </p>
    </div>
  );
}
