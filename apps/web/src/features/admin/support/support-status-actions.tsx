import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { useSupportStatusMutation, type SupportStatus } from './use-support-status.mutation';

/** Mark answered / close, or reopen a closed request. */
export function SupportStatusActions({ requestId, status }: { requestId: string; status: SupportStatus }) {
  const { t } = useTranslation('admin');
  const { t: tm } = useTranslation();
  const change = useSupportStatusMutation(requestId);
  const button = (to: SupportStatus, label: string) => (
    <Button
      variant="secondary"
      loading={change.isPending && change.variables === to}
      disabled={change.isPending}
      onClick={() => change.mutate(to)}
    >
      {label}
    </Button>
  );
  return (
    <div className="stack">
      {status === 'closed' ? (
        <div className="notice">
          <span>{t('support.closedNote')}</span>
          {button('new', t('support.actions.reopen'))}
        </div>
      ) : (
        <div className="row">
          {status === 'new' && button('answered', t('support.actions.markAnswered'))}
          {button('closed', t('support.actions.close'))}
        </div>
      )}
      {change.isError && (
        <p className="admin-error" role="alert">
          {errorText(tm, change.error)}
        </p>
      )}
    </div>
  );
}
