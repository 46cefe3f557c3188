import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminWebhookFailure } from '@opentip/shared/schemas/admin-operations.schema';
import { useNotify } from '@/app/use-notify';
import { Empty } from '@/ui/empty';
import { Spinner } from '@/ui/spinner';
import { LoadError } from '../shell/load-error';
import { useFormatDate } from '../shell/use-format-date';
import { RetryConfirm } from './retry-confirm';
import { useRetryWebhookMutation } from './use-retry-webhook.mutation';
import { useWebhookFailuresQuery, type WebhookFailureState } from './use-webhook-failures.query';

function RetryWebhook({ webhook }: { webhook: AdminWebhookFailure }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const retry = useRetryWebhookMutation();
  return (
    <RetryConfirm
      label={t('operations.webhooks.retry')}
      title={t('operations.webhooks.confirmTitle')}
      body={t('operations.webhooks.confirmBody', { type: webhook.type, provider: webhook.provider })}
      loading={retry.isPending}
      onConfirm={() =>
        retry.mutateAsync(webhook.id).then(
          ({ message, data }) =>
            data.succeeded ? notify.apiSuccess(message) : notify.info(t('operations.webhooks.stillFailing')),
          (error: unknown) => notify.apiError(error),
        )
      }
    />
  );
}

/** Webhook events whose handler failed (or, on the other tab, those since resolved). */
export function FailedWebhooksSection() {
  const { t } = useTranslation('admin');
  const formatDate = useFormatDate();
  const [search, setSearch] = useSearchParams();
  const state: WebhookFailureState = search.get('state') === 'resolved' ? 'resolved' : 'failed';
  const webhooks = useWebhookFailuresQuery(state);
  const show = (next: WebhookFailureState) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('state', next);
      return params;
    });
  return (
    <div className="admin-screen">
      <p className="operations__intro">{t('operations.webhooks.intro')}</p>
      <div className="admin-tabs" role="group" aria-label={t('operations.webhooks.stateLabel')}>
        {(['failed', 'resolved'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="btn btn--ghost btn--md"
            aria-pressed={state === option}
            onClick={() => show(option)}
          >
            {t(`operations.webhooks.${option}`)}
          </button>
        ))}
      </div>
      {webhooks.isPending && <Spinner />}
      {webhooks.isError && <LoadError error={webhooks.error} onRetry={() => void webhooks.refetch()} />}
      {webhooks.data?.webhooks.length === 0 && (
        <Empty
          title={t(state === 'failed' ? 'operations.webhooks.empty' : 'operations.webhooks.emptyResolved')}
        />
      )}
      {webhooks.data && webhooks.data.webhooks.length > 0 && (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('operations.webhooks.provider')}</th>
                <th scope="col">{t('operations.webhooks.type')}</th>
                <th scope="col">{t('operations.webhooks.error')}</th>
                <th scope="col" className="admin-table__num">
                  {t('operations.webhooks.attempts')}
                </th>
                <th scope="col">
                  {t(
                    state === 'failed' ? 'operations.webhooks.lastFailed' : 'operations.webhooks.resolvedAt',
                  )}
                </th>
                {state === 'failed' && <th scope="col">{t('operations.webhooks.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {webhooks.data.webhooks.map((webhook) => (
                <tr key={webhook.id} data-testid={`webhook-${webhook.id}`}>
                  <td>{webhook.provider}</td>
                  <td>
                    {webhook.type}
                    <div className="admin-code" title={t('operations.webhooks.eventId')}>
                      {webhook.eventId}
                    </div>
                  </td>
                  <td className="operations__error">{webhook.error}</td>
                  <td className="admin-table__num">{webhook.attempts}</td>
                  <td>{formatDate(webhook.resolvedAt ?? webhook.lastFailedAt)}</td>
                  {state === 'failed' && (
                    <td className="operations__actions">
                      <RetryWebhook webhook={webhook} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
