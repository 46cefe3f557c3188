import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SUPPORT_STATUS_VALUES } from '@opentip/shared/schemas/admin.schema';
import { Empty } from '@/ui/empty';
import { AdminTabs } from '../shell/admin-tabs';
import { AdminResults, AdminTable } from '../shell/admin-results';
import { Ltr, Typed } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';
import { Pager, usePagedSearch } from '../shell/pager';
import { useSupportInboxQuery } from './use-support-inbox.query';
import './support.css';

const TABS = [...SUPPORT_STATUS_VALUES, 'all'] as const;

const firstLine = (message: string) => message.trim().split('\n')[0] ?? '';

function StatusTabs({ current }: { current: string }) {
  const { t } = useTranslation('admin');
  return (
    <AdminTabs
      label={t('support.tabsLabel')}
      tabs={TABS.map((tab) => ({
        to: tab === 'all' ? '/admin/support' : `/admin/support?status=${tab}`,
        label: t(`support.status.${tab}`),
        current: current === tab,
      }))}
    />
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
      <AdminResults
        query={inbox}
        rows={(data) => data.requests}
        empty={<Empty headingLevel={2} title={t('support.empty')} />}
      >
        {(requests, data) => (
          <>
            <AdminTable
              columns={[
                { label: t('support.table.name') },
                { label: t('support.table.email') },
                { label: t('support.table.message') },
                { label: t('support.table.received') },
                { label: t('support.table.status') },
              ]}
            >
              {requests.map((request) => (
                <tr key={request.id} data-testid={`support-${request.id}`}>
                  <td>
                    <Link to={`/admin/support/${request.id}`}>
                      <bdi>{request.name}</bdi>
                    </Link>
                  </td>
                  <td>
                    <Ltr>{request.email}</Ltr>
                  </td>
                  <td>
                    <Typed>{firstLine(request.message)}</Typed>
                  </td>
                  <td>{formatDate(request.createdAt)}</td>
                  <td>{t(`support.status.${request.status}`)}</td>
                </tr>
              ))}
            </AdminTable>
            <Pager pages={data} onPageChange={setPage} />
          </>
        )}
      </AdminResults>
    </section>
  );
}
