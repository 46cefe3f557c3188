import { useTranslation } from 'react-i18next';
import { Empty } from '@/ui/empty';
import { AdminResults } from '../shell/admin-results';
import { Pager, usePagedSearch } from '../shell/pager';
import { TipsFilters } from './tips-filters';
import { tipsApiQuery } from './tips-query';
import { TipsTable } from './tips-table';
import { useAdminTipsQuery } from './use-admin-tips.query';

function TipsResults({ queryString }: { queryString: string }) {
  const { t } = useTranslation('admin');
  const { setPage } = usePagedSearch();
  const tips = useAdminTipsQuery(queryString);
  return (
    <AdminResults
      query={tips}
      rows={(data) => data.tips}
      empty={<Empty headingLevel={2} title={t('tips.empty.title')} body={t('tips.empty.body')} />}
    >
      {(found, data) => (
        <>
          <TipsTable tips={found} />
          <Pager pages={data} onPageChange={setPage} />
        </>
      )}
    </AdminResults>
  );
}

/** /admin/tips: search tips by receiver, giver, amount, currency, dates and status. */
export default function TipsPage() {
  const { t } = useTranslation('admin');
  const { params: search, page } = usePagedSearch();
  const queryString = tipsApiQuery(search, page);
  return (
    <section className="admin-screen">
      <h1 className="admin-page__title">{t('tips.title')}</h1>
      {/* Remounted when the URL changes (back button), so the form shows the filters in use. */}
      <TipsFilters key={search.toString()} />
      <TipsResults queryString={queryString} />
    </section>
  );
}
