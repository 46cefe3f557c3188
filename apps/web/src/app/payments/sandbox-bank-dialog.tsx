import './payments.css';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatMoney } from '@/ui/money';
import { Spinner } from '@/ui/spinner';
import type { BankCharge } from './bank-authentication-context';

export type SandboxResult = 'complete' | 'fail';

interface Props {
  charge: BankCharge;
  /** The answer being sent to the sandbox bank, if the giver gave one. */
  sending: SandboxResult | null;
  onAnswer: (result: SandboxResult) => void;
}

/**
 * Sandbox mode's stand-in for the bank's 3-D Secure page. Closing it is a refusal, as leaving a
 * bank's page is: the payment is then not made.
 */
export function SandboxBankDialog({ charge, sending, onAnswer }: Props) {
  const { t, i18n } = useTranslation();
  const busy = sending !== null;
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : () => onAnswer('fail')}
      title={t('payments.bank.title')}
      size="md"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => onAnswer('fail')}
            disabled={busy}
            loading={sending === 'fail'}
          >
            {t('payments.bank.fail')}
          </Button>
          <Button
            onClick={() => onAnswer('complete')}
            loading={sending === 'complete'}
            disabled={busy}
            data-autofocus
          >
            {t('payments.bank.confirm')}
          </Button>
        </>
      }
    >
      <div className="stack bank-step">
        <p className="bank-step__test">{t('payments.bank.testNote')}</p>
        <dl className="summary summary--compact">
          <div className="summary__row">
            <dt>{t('payments.bank.payee')}</dt>
            <dd dir="auto">{charge.payee.username}</dd>
          </div>
          <div className="summary__row summary__row--total">
            <dt>{t('payments.bank.amount')}</dt>
            <dd>{formatMoney(charge.amounts.total, charge.currency, i18n.language)}</dd>
          </div>
        </dl>
        <p className="dialog__text">{t('payments.bank.question')}</p>
        <p className="form-note" role="status" aria-live="polite">
          {busy ? t('payments.bank.sending') : ''}
        </p>
      </div>
    </Dialog>
  );
}

/** Stripe shows the bank's page itself; meanwhile the giver knows what the wait is for. */
export function BankWaitNotice() {
  const { t } = useTranslation();
  return (
    <div className="bank-wait" role="status" aria-live="polite">
      <span aria-hidden="true">
        <Spinner size="sm" />
      </span>
      <span>{t('payments.bank.waiting')}</span>
    </div>
  );
}
