import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../admin-namespace';
import { AdminResults } from '../shell/admin-results';
import { Pager } from '../shell/pager';
import { useFormatDate } from '../shell/use-format-date';
import { usePromoRedemptionsQuery } from './use-promo-redemptions.query';

/** Which businesses redeemed one code, and when, newest first. */
export function PromoRedemptions({ promoCodeId }: { promoCodeId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const formatDate = useFormatDate();
  const [page, setPage] = useState(1);
  const list = usePromoRedemptionsQuery(promoCodeId, page);
  return (
    <div className="promo-redemptions" aria-label={t('promoCodes.redemptions')}>
      <AdminResults
        query={list}
        rows={(data) => data.redemptions}
        empty={<p className="admin-list__sub">{t('promoCodes.noRedemptions')}</p>}
      >
        {(redemptions, data) => (
          <>
            <ul className="admin-list">
              {redemptions.map((r) => (
                <li key={r.businessId}>
                  <Link className="admin-list__row" to={`/admin/businesses/${r.businessId}`}>
                    <span className="admin-list__main">{r.businessName}</span>
                    <span className="admin-list__sub">{formatDate(r.redeemedAt)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pager pages={data} onPageChange={setPage} />
          </>
        )}
      </AdminResults>
    </div>
  );
}
