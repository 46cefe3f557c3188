import { useTranslation } from 'react-i18next';
import { Money } from '@/ui/money';
import { useFormatDate } from '../shell/use-format-date';
import type { AdminTipDetail } from './tip-types';

/** Each ledger transaction of the tip with its entries; per currency they sum to zero. */
export function TipLedger({ ledger }: { ledger: AdminTipDetail['ledger'] }) {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  return (
    <section className="admin-card" aria-labelledby="tip-ledger-title">
      <h2 id="tip-ledger-title" className="admin-card__title">
        {t('tips.detail.ledger')}
      </h2>
      {ledger.length === 0 && <p className="form-note">{t('tips.detail.noLedger')}</p>}
      {ledger.map((line) => (
        <div key={line.id} data-testid={`ledger-${line.id}`}>
          <p className="form-note">
            <span className="admin-code">{line.kind}</span> · {formatDate(line.createdAt)} ·{' '}
            <span className="admin-code">{line.reference}</span>
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('tips.detail.account')}</th>
                  <th scope="col" className="admin-table__num">
                    {t('tips.table.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {line.entries.map((entry, index) => (
                  <tr key={`${entry.accountKey}-${index}`}>
                    <td className="admin-code">{entry.accountKey}</td>
                    <td className="admin-table__num">
                      <Money minor={entry.amount} currency={entry.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </section>
  );
}
