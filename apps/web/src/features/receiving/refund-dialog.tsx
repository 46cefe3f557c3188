import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajorString } from '@opentip/shared/money';
import type { TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { refundableOf, refundAmountOf, type RefundChoice } from './refund-amount';
import { useMoney } from './use-money';
import { useRefundTipMutation } from './use-refund-tip.mutation';

interface Props {
  tip: TipTransaction;
  /** The giver's name as the row shows it ("Guest" without an account). */
  who: string;
  onClose: () => void;
}

/** Refund all or part of a received tip: choose, see what the giver gets back, confirm, done. */
export function RefundDialog({ tip, who, onClose }: Props) {
  const { t } = useTranslation('receiving');
  const format = useMoney();
  const money = (minor: number) => format(minor, tip.currency);
  const notify = useNotify();
  const refund = useRefundTipMutation();
  const [choice, setChoice] = useState<RefundChoice>('full');
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const left = refundableOf(tip);
  const result = refundAmountOf(tip, choice, text);
  const showError = !result.ok && (tried || text.trim() !== '');
  // Closing while the request runs would hide its outcome; the toast still says it, but stay put.
  const close = () => {
    if (!refund.isPending) onClose();
  };

  const submit = () => {
    if (!result.ok) return;
    refund.mutate(
      { id: tip.id, amount: result.amount },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message, 'refundIssued');
          onClose();
        },
        onError: (error) => {
          notify.apiError(error);
          setStep('choose');
        },
      },
    );
  };

  if (step === 'confirm' && result.ok) {
    return (
      <Dialog
        open
        onClose={close}
        title={t('refund.confirmTitle')}
        footer={
          <>
            {/* Focus starts on Back, so a double click on Continue cannot confirm the refund. */}
            <Button
              variant="secondary"
              onClick={() => setStep('choose')}
              disabled={refund.isPending}
              data-autofocus
            >
              {t('refund.back')}
            </Button>
            <Button variant="danger" onClick={submit} loading={refund.isPending}>
              {t('refund.confirm', { amount: money(result.amount) })}
            </Button>
          </>
        }
      >
        <p className="dialog__text">{t('refund.confirmBody', { amount: money(result.amount), who })}</p>
        <p className="notice" role="note">
          {t('refund.irreversible')}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={close}
      title={t('refund.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {t('refund.cancel')}
          </Button>
          <Button
            onClick={() => {
              setTried(true);
              if (result.ok) setStep('confirm');
            }}
          >
            {t('refund.continue')}
          </Button>
        </>
      }
    >
      <form
        className="stack refund-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (result.ok) setStep('confirm');
        }}
      >
        <dl className="refund-facts">
          <div>
            <dt>{t('refund.paid', { who })}</dt>
            <dd>{money(tip.amounts.total)}</dd>
          </div>
          {tip.refundedAmount > 0 && (
            <div>
              <dt>{t('refund.refundedBefore')}</dt>
              <dd>{money(tip.refundedAmount)}</dd>
            </div>
          )}
          <div>
            <dt>{t('refund.left')}</dt>
            <dd data-testid="refund-left">{money(left)}</dd>
          </div>
        </dl>
        <fieldset className="segmented refund-form__choice">
          <legend className="visually-hidden">{t('refund.choiceLegend')}</legend>
          {(['full', 'partial'] as const).map((option) => (
            <label key={option} className="segmented__option">
              <input
                type="radio"
                name="refund-choice"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              <span>{t(`refund.choice.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {choice === 'partial' && (
          <TextField
            label={t('refund.amount', { currency: tip.currency })}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            placeholder={toMajorString(left, tip.currency)}
            value={text}
            onChange={(event) => setText(event.target.value)}
            hint={t('refund.amountHint', { amount: money(left) })}
            error={showError && !result.ok ? result.error : undefined}
          />
        )}
        <p className="refund-form__outcome" aria-live="polite" data-testid="refund-outcome">
          {result.ok
            ? t('refund.outcome', { who, amount: money(result.amount), share: money(result.fromReceiver) })
            : '\u00a0'}
        </p>
      </form>
    </Dialog>
  );
}
