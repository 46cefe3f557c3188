import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMajorAmount, toMajorString } from '@opentip/shared/money';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { formatMoney } from '@/ui/money';
import { ReasonDialog } from '../shell/reason-dialog';
import type { AdminTip } from './tip-types';
import { useRefundTipMutation } from './use-refund-tip.mutation';

/** Refund all or part of what is left of a tip: the amount here, the reason in the confirmation. */
export function RefundForm({ tip }: { tip: AdminTip }) {
  const { t, i18n } = useTranslation('admin');
  const notify = useNotify();
  const refundable = tip.totalAmount - tip.refundedAmount;
  const [amount, setAmount] = useState(() => (refundable > 0 ? toMajorString(refundable, tip.currency) : ''));
  const [amountError, setAmountError] = useState<string>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const refund = useRefundTipMutation(tip.id);

  if (tip.status !== 'succeeded' || refundable <= 0)
    return <p className="form-note">{t('tips.refund.notRefundable')}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    const minor = parseMajorAmount(amount, tip.currency);
    if (minor === null || minor <= 0 || minor > refundable) return setAmountError('refundAmountInvalid');
    setAmountError(undefined);
    refund.reset();
    setConfirming(minor);
  }

  function confirm(reason: string) {
    if (confirming === null) return;
    refund.mutate(
      { amount: confirming, reason },
      {
        onSuccess: ({ message }) => {
          notify.apiSuccess(message, 'refundIssued');
          setConfirming(null);
        },
      },
    );
  }

  const shown = confirming === null ? '' : formatMoney(confirming, tip.currency, i18n.language);
  return (
    <section className="admin-card" aria-labelledby="tip-refund-title">
      <h2 id="tip-refund-title" className="admin-card__title">
        {t('tips.refund.title')}
      </h2>
      <form className="admin-search" onSubmit={submit} noValidate>
        <TextField
          label={t('tips.refund.amount', { currency: tip.currency })}
          hint={t('tips.refund.refundable', { amount: formatMoney(refundable, tip.currency, i18n.language) })}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={amountError}
        />
        <Button type="submit" variant="danger">
          {t('tips.refund.submit')}
        </Button>
      </form>
      <ReasonDialog
        open={confirming !== null}
        title={t('tips.refund.confirmTitle')}
        body={t('tips.refund.confirmBody', { amount: shown })}
        confirmLabel={t('tips.refund.confirm', { amount: shown })}
        danger
        loading={refund.isPending}
        error={refund.error ?? undefined}
        onConfirm={confirm}
        onClose={() => !refund.isPending && setConfirming(null)}
      />
    </section>
  );
}
