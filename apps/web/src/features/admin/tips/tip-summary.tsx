import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/ui/money';
import { useFormatDate } from '../shell/use-format-date';
import type { AdminTip } from './tip-types';

function PersonLink({ id }: { id: string | null }) {
  if (!id) return <>—</>;
  return (
    <Link to={`/admin/people/${id}`} className="admin-code">
      {id}
    </Link>
  );
}

/** The tip's amounts, parties and provider. */
export function TipSummary({ tip }: { tip: AdminTip }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const money = (minor: number) => <Money minor={minor} currency={tip.currency} />;
  return (
    <section className="admin-card" aria-labelledby="tip-summary-title">
      <h2 id="tip-summary-title" className="admin-card__title">
        {t('tips.detail.summary')}
      </h2>
      <dl className="admin-facts">
        <dt>{t('tips.table.status')}</dt>
        <dd>{t(`tips.status.${tip.status}`, { defaultValue: tip.status })}</dd>
        <dt>{t('tips.table.date')}</dt>
        <dd>{formatDate(tip.createdAt)}</dd>
        <dt>{t('tips.detail.tipAmount')}</dt>
        <dd>{money(tip.tipAmount)}</dd>
        <dt>{t('tips.detail.fee')}</dt>
        <dd>{money(tip.feeAmount)}</dd>
        <dt>{t('tips.detail.net')}</dt>
        <dd>{money(tip.netAmount)}</dd>
        <dt>{t('tips.detail.total')}</dt>
        <dd>{money(tip.totalAmount)}</dd>
        <dt>{t('tips.table.refunded')}</dt>
        <dd data-testid="tip-refunded">{money(tip.refundedAmount)}</dd>
        <dt>{t('tips.detail.provider')}</dt>
        <dd>{tip.provider}</dd>
        <dt>{t('tips.detail.paymentId')}</dt>
        <dd className="admin-code">{tip.providerPaymentId ?? '—'}</dd>
        <dt>{t('tips.detail.giver')}</dt>
        <dd>
          <PersonLink id={tip.giverUserId} /> {tip.giverEmail ?? ''}
        </dd>
        <dt>{t('tips.table.receiver')}</dt>
        <dd>
          {tip.toTeamId ? (
            <Link to={`/admin/teams/${tip.toTeamId}`}>{t('tips.table.team')}</Link>
          ) : (
            <PersonLink id={tip.receiverUserId} />
          )}
        </dd>
      </dl>
    </section>
  );
}
