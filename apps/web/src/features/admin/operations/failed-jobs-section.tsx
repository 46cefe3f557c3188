import { useTranslation } from 'react-i18next';
import type { AdminFailedJob } from '@opentip/shared/schemas/admin-operations.schema';
import { Empty } from '@/ui/empty';
import { AdminResults, AdminTable } from '../shell/admin-results';
import { Ltr, Typed } from '../shell/bidi';
import { useFormatDate } from '../shell/use-format-date';
import { RetryConfirm } from './retry-confirm';
import { useFailedJobsQuery } from './use-failed-jobs.query';
import { useRetryJobMutation } from './use-retry-job.mutation';

function RetryJob({ job }: { job: AdminFailedJob }) {
  const { t } = useTranslation('admin');
  const retry = useRetryJobMutation();
  return (
    <RetryConfirm
      label={t('operations.jobs.retry')}
      title={t('operations.jobs.confirmTitle')}
      body={t('operations.jobs.confirmBody', { name: job.name })}
      loading={retry.isPending}
      run={() => retry.mutateAsync({ name: job.name, id: job.id })}
    />
  );
}

/** Background jobs that failed after all their retries, each retryable. */
export function FailedJobsSection() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const jobs = useFailedJobsQuery();
  return (
    <div className="admin-screen">
      <p className="operations__intro">{t('operations.jobs.intro')}</p>
      <AdminResults
        query={jobs}
        rows={(data) => data.jobs}
        empty={<Empty headingLevel={2} title={t('operations.jobs.empty')} />}
      >
        {(failed) => (
          <AdminTable
            columns={[
              { label: t('operations.jobs.name') },
              { label: t('operations.jobs.error') },
              { label: t('operations.jobs.failedAt') },
              { label: t('operations.jobs.retries'), numeric: true },
              { label: t('operations.jobs.actions') },
            ]}
          >
            {failed.map((job) => (
              <tr key={job.id} data-testid={`job-${job.id}`}>
                <td>
                  <Ltr>{job.name}</Ltr>
                  <div className="admin-code">{job.id}</div>
                </td>
                <td className="operations__error">
                  <Typed>{job.error}</Typed>
                </td>
                <td>{formatDate(job.failedAt)}</td>
                <td className="admin-table__num">{job.retryCount}</td>
                <td className="operations__actions">
                  <RetryJob job={job} />
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminResults>
    </div>
  );
}
