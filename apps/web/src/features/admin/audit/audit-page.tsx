import { useTranslation } from 'react-i18next';
import { Empty } from '@/ui/empty';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '../shell/load-error';
import { Pager, usePagedSearch } from '../shell/pager';
import { AuditEntryRow } from './audit-entry-row';
import { AuditFilters } from './audit-filters';
import { useAuditLogQuery } from './use-audit-log.query';
import './audit.css';

/** /admin/audit: the append-only log of administrator actions, newest first; read-only. */
export default function AuditPage() {
  const { t } = useTranslation('admin');
  const { params: search, page, setPage } = usePagedSearch();
  const log = useAuditLogQuery(search, page);
  return (
    <section className="admin-screen">
      <h1 className="admin-page__title">{t('audit.title')}</h1>
      <p className="page__lead">{t('audit.lead')}</p>
      <AuditFilters key={search.toString()} />
      {log.isPending && <Spinner />}
      {log.isError && <LoadError error={log.error} onRetry={() => void log.refetch()} />}
      {log.data?.entries.length === 0 && <Empty title={t('audit.empty')} />}
      {log.data && log.data.entries.length > 0 && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('audit.table.when')}</th>
                  <th scope="col">{t('audit.table.admin')}</th>
                  <th scope="col">{t('audit.table.action')}</th>
                  <th scope="col">{t('audit.table.target')}</th>
                  <th scope="col">{t('audit.table.reason')}</th>
                  <th scope="col">{t('audit.table.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => (
                  <AuditEntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={log.data.page}
            total={log.data.total}
            hasMore={log.data.hasMore}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
