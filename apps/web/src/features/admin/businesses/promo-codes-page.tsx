import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { CoinsIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ADMIN_NS } from '../admin-namespace';
import { LoadError } from '../shell/load-error';
import { Pager, usePagedSearch } from '../shell/pager';
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
      {list.isPending && <Spinner />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.promoCodes.length === 0 && (
        <Empty icon={<CoinsIcon />} title={t('promoCodes.empty')} />
      )}
      {list.data && list.data.promoCodes.length > 0 && (
        <section className="admin-card">
          <ul className="admin-list">
            {list.data.promoCodes.map((promo) => (
              <PromoCodeRow key={promo.id} promo={promo} />
            ))}
          </ul>
          <Pager
            page={list.data.page}
            hasMore={list.data.hasMore}
            total={list.data.total}
            onPageChange={setPage}
          />
        </section>
      )}
    </div>
  );
}
