import { useTranslation } from 'react-i18next';
import { BASIS_POINTS } from '@opentip/shared/money';
import { formatMoney } from '@/ui/money';
import type { Checkout } from './checkout';
import { numberFormat } from '@/ui/number-format';

interface Props {
  checkout: Checkout;
  receiverName: string;
  coverFee: boolean;
  onCoverFee: (cover: boolean) => void;
}

/** Before paying, the giver sees what the receiver gets, and may add the fee so they get it all. */
export function TipSummary({ checkout, receiverName, coverFee, onCoverFee }: Props) {
  const { t, i18n } = useTranslation('tipping');
  const { breakdown, currency, feeBps } = checkout;
  const locale = i18n.language;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const rate = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    feeBps / BASIS_POINTS,
  );
  return (
    <section className="card stack" aria-labelledby="summary-title">
      <h2 id="summary-title" className="tip-section__title">
        {t('summary.title')}
      </h2>
      {breakdown ? (
        <dl className="summary">
          <div className="summary__row">
            <dt>{t('summary.tip')}</dt>
            <dd>{money(breakdown.tip)}</dd>
          </div>
          <div className="summary__row">
            <dt>{t('summary.fee', { rate })}</dt>
            <dd>{money(breakdown.fee)}</dd>
          </div>
          <div className="summary__row summary__row--strong">
            <dt dir="auto">{t('summary.receives', { name: receiverName })}</dt>
            <dd>{money(breakdown.net)}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>{t('summary.youPay')}</dt>
            <dd>{money(breakdown.total)}</dd>
          </div>
        </dl>
      ) : (
        <p className="form-note">{t('summary.enterAmount')}</p>
      )}
      {feeBps > 0 && (
        <label className="check">
          <input type="checkbox" checked={coverFee} onChange={(event) => onCoverFee(event.target.checked)} />
          <span>
            {breakdown
              ? t('summary.coverFeeAmount', { fee: money(breakdown.fee), name: receiverName })
              : t('summary.coverFee', { name: receiverName })}
          </span>
        </label>
      )}
    </section>
  );
}
