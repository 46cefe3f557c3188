import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '@/ui/money';
import { AdminCard, Facts } from '../shell/admin-card';
import { Ltr } from '../shell/bidi';
import { PersonRef } from '../shell/person-ref';
import { useFormatDate } from '../shell/use-format-date';
import type { AdminTip } from './tip-types';

function PersonLink({ id }: { id: string | null }) {
  if (!id) return null;
  return (
    <Link to={`/admin/people/${id}`} className="admin-code">
      {id}
    </Link>
  );
}

function Receiver({ tip }: { tip: AdminTip }) {
  const { t } = useTranslation('admin');
  if (tip.toTeamId) return <Link to={`/admin/teams/${tip.toTeamId}`}>{t('tips.table.team')}</Link>;
  if (tip.receiver) return <PersonRef person={tip.receiver} />;
  return tip.receiverUserId ? <PersonLink id={tip.receiverUserId} /> : <>—</>;
}

/** The tip's amounts, parties and provider. */
export function TipSummary({ tip }: { tip: AdminTip }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const money = (minor: number) => <Money minor={minor} currency={tip.currency} />;
  return (
    <AdminCard id="tip-summary-title" title={t('tips.detail.summary')}>
      <Facts
        rows={[
          [t('tips.table.status'), t(`tips.status.${tip.status}`, { defaultValue: tip.status })],
          [t('tips.table.date'), formatDate(tip.createdAt)],
          [t('tips.detail.tipAmount'), money(tip.tipAmount)],
          [t('tips.detail.fee'), money(tip.feeAmount)],
          [t('tips.detail.net'), money(tip.netAmount)],
          [t('tips.detail.total'), money(tip.totalAmount)],
          [t('tips.table.refunded'), <span data-testid="tip-refunded">{money(tip.refundedAmount)}</span>],
          [t('tips.detail.provider'), <Ltr>{tip.provider}</Ltr>],
          [t('tips.detail.paymentId'), tip.providerPaymentId ?? '—', 'admin-code'],
          [
            t('tips.detail.giver'),
            tip.giverUserId || tip.giverEmail ? (
              <>
                <PersonLink id={tip.giverUserId} /> {tip.giverEmail && <Ltr>{tip.giverEmail}</Ltr>}
              </>
            ) : (
              '—'
            ),
          ],
          [t('tips.table.receiver'), <Receiver tip={tip} />],
        ]}
      />
    </AdminCard>
  );
}
