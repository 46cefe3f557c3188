import { useTranslation } from 'react-i18next';
import { Empty } from '@/ui/empty';
import { AdminResults, AdminTable } from '../shell/admin-results';
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
      <AdminResults
        query={log}
        rows={(data) => data.entries}
        empty={<Empty headingLevel={2} title={t('audit.empty')} />}
      >
        {(entries, data) => (
          <>
            <AdminTable
              columns={[
                { label: t('audit.table.when') },
                { label: t('audit.table.admin') },
                { label: t('audit.table.action') },
                { label: t('audit.table.target') },
                { label: t('audit.table.reason') },
                { label: t('audit.table.changes') },
              ]}
            >
              {entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </AdminTable>
            <Pager pages={data} onPageChange={setPage} />
          </>
        )}
      </AdminResults>
    </section>
  );
}
