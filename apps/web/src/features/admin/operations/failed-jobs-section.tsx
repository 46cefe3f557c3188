import { useTranslation } from 'react-i18next';
import type { AdminFailedJob } from '@opentip/shared/schemas/admin-operations.schema';
import { useNotify } from '@/app/use-notify';
import { Empty } from '@/ui/empty';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '../shell/load-error';
import { useFormatDate } from '../shell/use-format-date';
import { RetryConfirm } from './retry-confirm';
import { useFailedJobsQuery } from './use-failed-jobs.query';
import { useRetryJobMutation } from './use-retry-job.mutation';

function RetryJob({ job }: { job: AdminFailedJob }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const retry = useRetryJobMutation();
  return (
    <RetryConfirm
      label={t('operations.jobs.retry')}
      title={t('operations.jobs.confirmTitle')}
      body={t('operations.jobs.confirmBody', { name: job.name })}
      loading={retry.isPending}
      onConfirm={() =>
        retry.mutateAsync({ name: job.name, id: job.id }).then(
          ({ message }) => notify.apiSuccess(message),
          (error: unknown) => notify.apiError(error),
        )
      }
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
      {jobs.isPending && <Spinner />}
      {jobs.isError && <LoadError error={jobs.error} onRetry={() => void jobs.refetch()} />}
      {jobs.data?.jobs.length === 0 && <Empty title={t('operations.jobs.empty')} />}
      {jobs.data && jobs.data.jobs.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('operations.jobs.name')}</th>
                <th scope="col">{t('operations.jobs.error')}</th>
                <th scope="col">{t('operations.jobs.failedAt')}</th>
                <th scope="col" className="admin-table__num">
                  {t('operations.jobs.retries')}
                </th>
                <th scope="col">{t('operations.jobs.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {jobs.data.jobs.map((job) => (
                <tr key={job.id} data-testid={`job-${job.id}`}>
                  <td>
                    {job.name}
                    <div className="admin-code">{job.id}</div>
                  </td>
                  <td className="operations__error">{job.error}</td>
                  <td>{formatDate(job.failedAt)}</td>
                  <td className="admin-table__num">{job.retryCount}</td>
                  <td className="operations__actions">
                    <RetryJob job={job} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
