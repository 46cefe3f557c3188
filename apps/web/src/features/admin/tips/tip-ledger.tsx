import { useTranslation } from 'react-i18next';
import { Money } from '@/ui/money';
import { AdminCard } from '../shell/admin-card';
import { AdminTable } from '../shell/admin-results';
import { useFormatDate } from '../shell/use-format-date';
import type { AdminTipDetail } from './tip-types';

/** Each ledger transaction of the tip with its entries; per currency they sum to zero. */
export function TipLedger({ ledger }: { ledger: AdminTipDetail['ledger'] }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <AdminCard id="tip-ledger-title" title={t('tips.detail.ledger')}>
      {ledger.length === 0 && <p className="form-note">{t('tips.detail.noLedger')}</p>}
      {ledger.map((line) => (
        <div key={line.id} data-testid={`ledger-${line.id}`}>
          <p className="form-note">
            <span className="admin-code">{line.kind}</span> · {formatDate(line.createdAt)} ·{' '}
            <span className="admin-code">{line.reference}</span>
          </p>
          <AdminTable
            columns={[{ label: t('tips.detail.account') }, { label: t('tips.table.amount'), numeric: true }]}
          >
            {line.entries.map((entry, index) => (
              <tr key={`${entry.accountKey}-${index}`}>
                <td className="admin-code">{entry.accountKey}</td>
                <td className="admin-table__num">
                  <Money minor={entry.amount} currency={entry.currency} />
                </td>
              </tr>
            ))}
          </AdminTable>
        </div>
      ))}
    </AdminCard>
  );
}
