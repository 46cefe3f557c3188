import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@opentip/shared/schemas/billing.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { formatDay } from './billing-format';
import { useRenewalSwitchMutation } from './use-renewal-switch.mutation';

/** "Cancel subscription" (at the period's end, after a confirmation) or, once cancelled, "Keep my subscription". */
export function RenewalActions({
  businessId,
  subscription,
}: {
  businessId: string;
  subscription: Subscription;
}) {
  const { t, i18n } = useTranslation('billing');
  const notify = useNotify();
  const renewal = useRenewalSwitchMutation(businessId);
  const [confirming, setConfirming] = useState(false);
  const until = subscription.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd, i18n.language) : '';

  function run(action: 'cancel' | 'resume') {
    renewal.mutate(action, {
      onSuccess: ({ message }) => notify.apiSuccess(message),
      onError: (error) => notify.apiError(error),
      onSettled: () => setConfirming(false),
    });
  }

  if (subscription.cancelAtPeriodEnd)
    return (
      <Button variant="secondary" block loading={renewal.isPending} onClick={() => run('resume')}>
        {t('cancel.keep')}
      </Button>
    );
  return (
    <>
      <Button variant="ghost" block onClick={() => setConfirming(true)}>
        {t('cancel.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        danger
        loading={renewal.isPending}
        title={t('cancel.title')}
        body={t('cancel.body', { date: until })}
        confirmLabel={t('cancel.confirm')}
        onConfirm={() => run('cancel')}
        onClose={() => !renewal.isPending && setConfirming(false)}
      />
    </>
  );
}
