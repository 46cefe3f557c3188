import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminWebhookFailure } from '@opentip/shared/schemas/admin-operations.schema';
import { useNotify } from '@/app/use-notify';
import { Empty } from '@/ui/empty';
import { AdminResults, AdminTable } from '../shell/admin-results';
import { Ltr, Typed } from '../shell/bidi';
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
      run={() => retry.mutateAsync(webhook.id)}
      announce={({ message, data }) =>
        data.succeeded ? notify.apiSuccess(message) : notify.info(t('operations.webhooks.stillFailing'))
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
      <AdminResults
        query={webhooks}
        rows={(data) => data.webhooks}
        empty={
          <Empty
            headingLevel={2}
            title={t(state === 'failed' ? 'operations.webhooks.empty' : 'operations.webhooks.emptyResolved')}
          />
        }
      >
        {(failures) => (
          <AdminTable
            columns={[
              { label: t('operations.webhooks.provider') },
              { label: t('operations.webhooks.type') },
              { label: t('operations.webhooks.error') },
              { label: t('operations.webhooks.attempts'), numeric: true },
              {
                label: t(
                  state === 'failed' ? 'operations.webhooks.lastFailed' : 'operations.webhooks.resolvedAt',
                ),
              },
              ...(state === 'failed' ? [{ label: t('operations.webhooks.actions') }] : []),
            ]}
          >
            {failures.map((webhook) => (
              <tr key={webhook.id} data-testid={`webhook-${webhook.id}`}>
                <td>
                  <Ltr>{webhook.provider}</Ltr>
                </td>
                <td>
                  <Ltr>{webhook.type}</Ltr>
                  <div className="admin-code" title={t('operations.webhooks.eventId')}>
                    {webhook.eventId}
                  </div>
                </td>
                <td className="operations__error">
                  <Typed>{webhook.error}</Typed>
                </td>
                <td className="admin-table__num">{webhook.attempts}</td>
                <td>{formatDate(webhook.resolvedAt ?? webhook.lastFailedAt)}</td>
                {state === 'failed' && (
                  <td className="operations__actions">
                    <RetryWebhook webhook={webhook} />
                  </td>
                )}
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminResults>
    </div>
  );
}
