import './payments.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { formatMoney } from '@/ui/money';
import { Spinner } from '@/ui/spinner';
import type { BankCharge, ConfirmOnPhoneAction } from './bank-authentication-context';
import type { PaypalSandboxResult, PhoneSandboxResult } from './bank-step-provider';
import { networkName } from './mobile-networks';

// Tips only: their strings are in the tipping namespace, which every tipping screen and the guest page load.
const NS = 'tipping';

function ChargeSummary({ charge }: { charge: BankCharge }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <dl className="summary summary--compact">
      <div className="summary__row">
        <dt>{t('payerStep.payee')}</dt>
        <dd dir="auto">{charge.payee.username}</dd>
      </div>
      <div className="summary__row summary__row--total">
        <dt>{t('payerStep.amount')}</dt>
        <dd>{formatMoney(charge.amounts.total, charge.currency, i18n.language)}</dd>
      </div>
    </dl>
  );
}

/** The local sandbox's stand-in for PayPal's approval page. Closing it is cancelling, as at PayPal. */
export function PaypalSandboxDialog({
  charge,
  sending,
  onAnswer,
}: {
  charge: BankCharge;
  sending: PaypalSandboxResult | null;
  onAnswer: (result: PaypalSandboxResult) => void;
}) {
  const { t } = useTranslation(NS);
  const busy = sending !== null;
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : () => onAnswer('cancel')}
      title={t('payerStep.paypalSandboxTitle')}
      size="md"
      footer={
        <div className="payer-step__actions">
          <Button
            variant="ghost"
            onClick={() => onAnswer('cancel')}
            disabled={busy}
            loading={sending === 'cancel'}
          >
            {t('payerStep.cancel')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => onAnswer('decline')}
            disabled={busy}
            loading={sending === 'decline'}
          >
            {t('payerStep.decline')}
          </Button>
          <Button
            onClick={() => onAnswer('approve')}
            disabled={busy}
            loading={sending === 'approve'}
            data-autofocus
          >
            {t('payerStep.approve')}
          </Button>
        </div>
      }
    >
      <div className="stack bank-step">
        <p className="bank-step__test">{t('payerStep.sandboxNote')}</p>
        <ChargeSummary charge={charge} />
        <p className="dialog__text">{t('payerStep.paypalQuestion')}</p>
        <p className="form-note" role="status" aria-live="polite">
          {busy ? t('payerStep.sending') : ''}
        </p>
      </div>
    </Dialog>
  );
}

/** Live PayPal: its own button (its JS SDK, loaded only now) pays the order the server created. */
export function PaypalButtonDialog({
  clientId,
  currency,
  orderId,
  onDone,
}: {
  clientId: string;
  currency: string;
  orderId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(NS);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'timedOut'>('loading');
  useEffect(() => {
    let gone = false;
    void import('./load-paypal')
      .then(({ loadPaypal }) => loadPaypal(clientId, currency))
      .then((paypal) => {
        if (gone || !container.current) return;
        // Whatever happens at PayPal, the request sent again says whether it paid.
        return paypal
          .Buttons({ createOrder: () => orderId, onApprove: onDone, onCancel: onDone, onError: onDone })
          .render(container.current)
          .then(() => setState('ready'));
      })
      .catch((error: unknown) => {
        if (gone) return;
        setState(error instanceof Error && error.name === 'PaypalTimeoutError' ? 'timedOut' : 'failed');
      });
    return () => {
      gone = true;
    };
  }, [clientId, currency, orderId, onDone]);
  return (
    <Dialog
      open
      onClose={onDone}
      title={t('payerStep.paypalTitle')}
      size="md"
      footer={
        <Button variant="secondary" onClick={onDone}>
          {t('payerStep.cancel')}
        </Button>
      }
    >
      <div className="stack">
        <p className="dialog__text">{t('payerStep.paypalLive')}</p>
        {state === 'loading' && <Spinner />}
        {state === 'failed' && (
          <p className="notice" role="alert">
            {t('payerStep.paypalUnavailable')}
          </p>
        )}
        {state === 'timedOut' && (
          <p className="notice" role="alert">
            {t('payerStep.paypalTimedOut')}
          </p>
        )}
        <div ref={container} className="payer-step__paypal" />
      </div>
    </Dialog>
  );
}

/** "+254712345678" → "+254 ••• 678": enough for the payer to know the phone, no more (as is when the server masked it). */
export function maskedPhone(phone: string): string {
  if (!/^\+?[0-9]{7,}$/.test(phone)) return phone;
  return `${phone.slice(0, phone.startsWith('+') ? 4 : 3)} ••• ${phone.slice(-3)}`;
}

/** Mobile money: the payer approves on their phone while the page asks for the outcome. */
export function PhoneWaitPanel({
  action,
  charge,
  sandbox,
  sending,
  onSandboxAnswer,
  onCancel,
}: {
  action: ConfirmOnPhoneAction;
  charge: BankCharge;
  sandbox: boolean;
  sending: PhoneSandboxResult | null;
  onSandboxAnswer: (result: PhoneSandboxResult) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <Dialog open onClose={onCancel} title={t('payerStep.phoneTitle')} size="md">
      <div className="stack">
        <div className="payer-step__waiting" role="status" aria-live="polite">
          <span aria-hidden="true">
            <Spinner size="sm" />
          </span>
          <span>
            {t('payerStep.phoneWaiting', { network: networkName(action.network) })}
            <bdi dir="ltr" className="payer-step__phone">
              {maskedPhone(action.phone)}
            </bdi>
          </span>
        </div>
        <ChargeSummary charge={charge} />
        <p className="form-note">{t('payerStep.phoneHint')}</p>
        {sandbox && (
          <section className="stack payer-step__sandbox-phone" aria-labelledby="sandbox-phone-title">
            <h3 id="sandbox-phone-title" className="tip-section__title">
              {t('payerStep.sandboxPhoneTitle')}
            </h3>
            <p className="bank-step__test">{t('payerStep.sandboxNote')}</p>
            <div className="row">
              <Button
                variant="secondary"
                onClick={() => onSandboxAnswer('decline')}
                disabled={sending !== null}
                loading={sending === 'decline'}
              >
                {t('payerStep.decline')}
              </Button>
              <Button
                onClick={() => onSandboxAnswer('approve')}
                disabled={sending !== null}
                loading={sending === 'approve'}
              >
                {t('payerStep.approve')}
              </Button>
            </div>
          </section>
        )}
        <Button variant="ghost" onClick={onCancel}>
          {t('payerStep.stopWaiting')}
        </Button>
      </div>
    </Dialog>
  );
}
