import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminWaitingTip } from '@opentip/shared/schemas/admin-operations.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { Money } from '@/ui/money';
import { AdminResults, AdminTable } from '../shell/admin-results';
import { Ltr } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';
import { formatWaiting } from './operation-age';
import { useCheckTipMutation } from './use-check-tip.mutation';
import { useWaitingTipsQuery } from './use-waiting-tips.query';

function CheckButton({ tip }: { tip: AdminWaitingTip }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const check = useCheckTipMutation();
  const run = () =>
    check.mutate(tip.id, {
      onSuccess: ({ data }) => {
        const status = t(`tips.status.${data.status}`, { defaultValue: data.status });
        notify.info(t(`operations.tips.${data.verdict}`, { status }));
      },
      onError: (error) => notify.apiError(error),
    });
  return (
    <Button variant="secondary" onClick={run} loading={check.isPending}>
      {t('operations.tips.check')}
    </Button>
  );
}

/** Tips still pending after a few minutes, oldest first, each checkable with its provider now. */
export function WaitingTipsSection() {
  const { t, i18n } = useTranslation('admin');
  const formatDate = useFormatDate();
  const waiting = useWaitingTipsQuery();
  return (
    <div className="admin-screen">
      <p className="operations__intro">{t('operations.tips.intro')}</p>
      <AdminResults
        query={waiting}
        rows={(data) => data.tips}
        empty={<Empty headingLevel={2} title={t('operations.tips.empty')} />}
      >
        {(tips) => (
          <AdminTable
            columns={[
              { label: t('operations.tips.created') },
              { label: t('operations.tips.amount'), numeric: true },
              { label: t('operations.tips.status') },
              { label: t('operations.tips.provider') },
              { label: t('operations.tips.receiver') },
              { label: t('operations.tips.age') },
              { label: t('operations.tips.actions') },
            ]}
          >
            {tips.map((tip) => (
              <tr key={tip.id} data-testid={`waiting-${tip.id}`}>
                <td>
                  <Link to={`/admin/tips/${tip.id}`} title={tip.id}>
                    {formatDate(tip.createdAt)}
                  </Link>
                  <div className="admin-code">{tip.id.slice(0, 8)}</div>
                </td>
                <td className="admin-table__num">
                  <Money minor={tip.amount} currency={tip.currency} />
                </td>
                <td>
                  {tip.status === 'pending'
                    ? t('operations.tips.statusPending')
                    : t('operations.tips.statusRequiresAction')}
                </td>
                <td>
                  <Ltr>{tip.provider}</Ltr>
                  {tip.providerPaymentId && <div className="admin-code">{tip.providerPaymentId}</div>}
                </td>
                <td>
                  <Link to={`/admin/people/${tip.receiver.id}`}>
                    <bdi>{tip.receiver.fullName ?? `@${tip.receiver.username}`}</bdi>
                  </Link>
                </td>
                <td>{formatWaiting(tip.ageSeconds, i18n.language)}</td>
                <td className="operations__actions">
                  <CheckButton tip={tip} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminResults>
    </div>
  );
}
