import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { PayerStepEnded } from '@/app/payments/payer-step-ended';
import { Button } from '@/ui/button';
import { isAuthenticationFailure, isRetryable } from './tip-failure';

interface Props {
  error: unknown;
  onRetry: () => void;
  /** Another card (or wallet) is the way out of a decline. */
  onOtherMethod?: () => void;
  otherMethodLabel?: string;
}

/** Why the payment did not go through, said plainly, with the ways forward. Nothing typed is lost. */
export function PaymentFailure({ error, onRetry, onOtherMethod, otherMethodLabel }: Props) {
  const { t } = useTranslation('tipping');
  const { t: tMain } = useTranslation();
  const ended = error instanceof PayerStepEnded ? error.reason : null;
  const retryable = isRetryable(error);
  const canRetry = retryable || isAuthenticationFailure(error);
  return (
    <div className="pay-failure" role="alert">
      <p className="pay-failure__title">{t('pay.failedTitle')}</p>
      <p className="pay-failure__message">{ended ? t(`payerStep.${ended}`) : errorText(tMain, error)}</p>
      {retryable && !ended && <p className="form-note">{t('pay.notChargedTwice')}</p>}
      <div className="row">
        {canRetry && <Button onClick={onRetry}>{t('pay.retry')}</Button>}
        {onOtherMethod && (
          <Button variant={canRetry ? 'secondary' : 'primary'} onClick={onOtherMethod}>
            {otherMethodLabel ?? t('pay.otherCard')}
          </Button>
        )}
      </div>
    </div>
  );
}
