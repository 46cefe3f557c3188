import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { CoinsIcon } from '@/ui/icons';
import { ADMIN_NS } from '../admin-namespace';
import { AdminResults, PagedCardList } from '../shell/admin-results';
import { usePagedSearch } from '../shell/pager';
import { PromoCodeForm } from './promo-code-form';
import { PromoCodeRow } from './promo-code-row';
import { usePromoCodesQuery } from './use-promo-codes.query';

/** /admin/promo-codes: every code with its use; make one, pause or resume one, see who redeemed it. */
export default function PromoCodesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { page, setPage } = usePagedSearch();
  const list = usePromoCodesQuery(page);
  const [creating, setCreating] = useState(false);
  return (
    <div className="admin-page">
      <div className="admin-action">
        <h1 className="admin-page__title">{t('promoCodes.title')}</h1>
        {!creating && <Button onClick={() => setCreating(true)}>{t('promoCodes.new')}</Button>}
      </div>
      {creating && <PromoCodeForm onDone={() => setCreating(false)} />}
      <AdminResults
        query={list}
        rows={(data) => data.promoCodes}
        empty={<Empty headingLevel={2} icon={<CoinsIcon />} title={t('promoCodes.empty')} />}
      >
        {(promoCodes, data) => (
          <PagedCardList pages={data} onPageChange={setPage}>
            {promoCodes.map((promo) => (
              <PromoCodeRow key={promo.id} promo={promo} />
            ))}
          </PagedCardList>
        )}
      </AdminResults>
    </div>
  );
}
