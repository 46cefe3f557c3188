import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_STATUS_VALUES } from '@opentip/shared/schemas/admin.schema';
import { Empty } from '@/ui/empty';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '../shell/load-error';
import { useFormatDate } from '../shell/use-format-date';
import { Pager, usePagedSearch } from '../shell/pager';
import { useSupportInboxQuery } from './use-support-inbox.query';
import './support.css';

const TABS = [...SUPPORT_STATUS_VALUES, 'all'] as const;

const firstLine = (message: string) => message.trim().split('\n')[0] ?? '';

function StatusTabs({ current }: { current: string }) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-tabs" aria-label={t('support.tabsLabel')}>
      {TABS.map((tab) => (
        <Link
          key={tab}
          to={tab === 'all' ? '/admin/support' : `/admin/support?status=${tab}`}
          className="btn btn--ghost btn--md"
          aria-current={current === tab ? 'page' : undefined}
        >
          {t(`support.status.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}

/** /admin/support: the contact-us inbox by status. */
export default function SupportInboxPage() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const { params: search, page, setPage } = usePagedSearch();
  const status = search.get('status');
  const inbox = useSupportInboxQuery(status, page);
  return (
    <section className="admin-screen">
      <h1 className="admin-page__title">{t('support.title')}</h1>
      <StatusTabs current={status ?? 'all'} />
      {inbox.isPending && <Spinner />}
      {inbox.isError && <LoadError error={inbox.error} onRetry={() => void inbox.refetch()} />}
      {inbox.data?.requests.length === 0 && <Empty title={t('support.empty')} />}
      {inbox.data && inbox.data.requests.length > 0 && (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('support.table.name')}</th>
                  <th scope="col">{t('support.table.email')}</th>
                  <th scope="col">{t('support.table.message')}</th>
                  <th scope="col">{t('support.table.received')}</th>
                  <th scope="col">{t('support.table.status')}</th>
                </tr>
              </thead>
              <tbody>
                {inbox.data.requests.map((request) => (
                  <tr key={request.id} data-testid={`support-${request.id}`}>
                    <td>
                      <Link to={`/admin/support/${request.id}`}>{request.name}</Link>
                    </td>
                    <td>{request.email}</td>
                    <td>{firstLine(request.message)}</td>
                    <td>{formatDate(request.createdAt)}</td>
                    <td>{t(`support.status.${request.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={inbox.data.page}
            total={inbox.data.total}
            hasMore={inbox.data.hasMore}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
