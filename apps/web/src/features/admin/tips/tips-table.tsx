import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { adminTip } from '@opentip/shared/schemas/admin.schema';
import { Money } from '@/ui/money';
import { AdminTable } from '../shell/admin-results';
import { Ltr } from '../shell/bidi';
import { PersonRef } from '../shell/person-ref';
import { useFormatDate } from '../shell/use-format-date';

type AdminTip = z.infer<typeof adminTip>;

function Receiver({ tip }: { tip: AdminTip }) {
  const { t } = useTranslation('admin');
  if (tip.receiver) return <PersonRef person={tip.receiver} />;
  if (tip.receiverUserId)
    return (
      <Link to={`/admin/people/${tip.receiverUserId}`} title={tip.receiverUserId} className="admin-code">
        {tip.receiverUserId.slice(0, 8)}
      </Link>
    );
  if (tip.toTeamId) return <Link to={`/admin/teams/${tip.toTeamId}`}>{t('tips.table.team')}</Link>;
  return <>—</>;
}

export function TipsTable({ tips }: { tips: readonly AdminTip[] }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminTable
      columns={[
        { label: t('tips.table.date') },
        { label: t('tips.table.receiver') },
        { label: t('tips.table.giverEmail') },
        { label: t('tips.table.amount'), numeric: true },
        { label: t('tips.table.status') },
        { label: t('tips.table.refunded'), numeric: true },
      ]}
    >
      {tips.map((tip) => (
        <tr key={tip.id} data-testid={`tip-${tip.id}`}>
          <td>
            <Link to={`/admin/tips/${tip.id}`}>{formatDate(tip.createdAt)}</Link>
          </td>
          <td>
            <Receiver tip={tip} />
          </td>
          <td>{tip.giverEmail ? <Ltr>{tip.giverEmail}</Ltr> : '—'}</td>
          <td className="admin-table__num">
            <Money minor={tip.totalAmount} currency={tip.currency} />
          </td>
          <td>{t(`tips.status.${tip.status}`, { defaultValue: tip.status })}</td>
          <td className="admin-table__num">
            {tip.refundedAmount > 0 ? <Money minor={tip.refundedAmount} currency={tip.currency} /> : '—'}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
