import { useTranslation } from 'react-i18next';
import { Money } from '@/ui/money';
import { AdminCard } from '../shell/admin-card';
import { useFormatDate } from '../shell/use-format-date';
import type { AdminTipDetail } from './tip-types';

export function TipRefunds({ refunds, currency }: { refunds: AdminTipDetail['refunds']; currency: string }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminCard id="tip-refunds-title" title={t('tips.detail.refunds')}>
      {refunds.length === 0 ? (
        <p className="form-note">{t('tips.detail.noRefunds')}</p>
      ) : (
        <ul className="stack">
          {refunds.map((refund) => (
            <li key={refund.id} data-testid={`refund-${refund.id}`}>
              <Money minor={refund.amount} currency={currency} /> ·{' '}
              <bdi>{t(`tips.status.${refund.status}`, { defaultValue: refund.status })}</bdi> ·{' '}
              {formatDate(refund.createdAt)}
              {refund.providerRefundId && (
                <>
                  {' · '}
                  <span className="admin-code">{refund.providerRefundId}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

/** What the payment provider says of the charge, or that it could not be asked. */
export function TipProviderRecord({ record }: { record: AdminTipDetail['providerRecord'] }) {
  const { t } = useTranslation('admin');
  let text: string;
  if (!record.reachable) text = t('tips.detail.providerUnreachable');
  else if (!record.found) text = t('tips.detail.providerNotFound');
  else text = t('tips.detail.providerStatus', { status: record.status ?? '—' });
  return (
    <AdminCard id="tip-provider-title" title={t('tips.detail.providerRecord')}>
      <p role={record.reachable ? undefined : 'status'}>{text}</p>
      {record.paymentId && <p className="admin-code">{record.paymentId}</p>}
    </AdminCard>
  );
}
