import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMajorString } from '@opentip/shared/money';
import type { Payout, PayoutBalance } from '@opentip/shared/schemas/payouts.schema';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { TextField } from '@/ui/field';
import { PayoutOutcome } from './payout-outcome';
import { useMoney } from './use-money';
import { useWithdrawMutation } from './use-withdraw.mutation';
import { withdrawAmountOf } from './withdraw-amount';

interface Props {
  balance: PayoutBalance;
  /** The linked account's label, where the money goes. */
  destination: string | null;
  onClose: () => void;
}

/** Withdraw available money: the amount, its minimum, fee and what arrives, all before confirming. */
export function WithdrawDialog({ balance, destination, onClose }: Props) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const format = useMoney();
  const money = (minor: number) => format(minor, balance.currency);
  const withdraw = useWithdrawMutation();
  const [text, setText] = useState(() => toMajorString(balance.available, balance.currency));
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState<Payout | null>(null);
  const result = withdrawAmountOf(balance, text);
  // Closing while the request runs would hide its outcome.
  const close = () => {
    if (!withdraw.isPending) onClose();
  };

  const submit = () => {
    setTried(true);
    if (!result.ok || withdraw.isPending) return;
    withdraw.mutate(
      { provider: balance.provider, currency: balance.currency, amount: result.amount },
      { onSuccess: ({ data }) => setDone(data.payout) },
    );
  };

  if (done) {
    // A dialog of its own (the key): it takes the focus to Done, as the confirm button that had it is gone.
    return (
      <Dialog
        key="result"
        open
        onClose={onClose}
        title={t('withdraw.resultTitle')}
        footer={
          <Button onClick={onClose} data-autofocus>
            {t('withdraw.close')}
          </Button>
        }
      >
        <PayoutOutcome payout={done} destination={destination} />
      </Dialog>
    );
  }

  const problem = result.ok ? null : result.problem;
  const error =
    problem === 'belowMinimum'
      ? t('withdraw.belowMinimum', { amount: money(balance.terms.minimum) })
      : problem === 'aboveAvailable'
        ? t('withdraw.aboveAvailable', { amount: money(balance.available) })
        : problem === 'invalid'
          ? 'payoutAmountInvalid'
          : undefined;
  return (
    <Dialog
      open
      onClose={close}
      title={t('withdraw.title', { currency: balance.currency })}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={withdraw.isPending}>
            {t('withdraw.cancel')}
          </Button>
          <Button onClick={submit} loading={withdraw.isPending} data-testid="withdraw-confirm">
            {result.ok ? t('withdraw.confirm', { amount: money(result.amount) }) : t('withdraw.confirmPlain')}
          </Button>
        </>
      }
    >
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <dl className="refund-facts">
          <div>
            <dt>{t('withdraw.available')}</dt>
            <dd>{money(balance.available)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.minimum')}</dt>
            <dd data-testid="withdraw-minimum">{money(balance.terms.minimum)}</dd>
          </div>
          {destination && (
            <div>
              <dt>{t('withdraw.to')}</dt>
              <dd>
                <bdi>{destination}</bdi>
              </dd>
            </div>
          )}
        </dl>
        <TextField
          label={t('withdraw.amount', { currency: balance.currency })}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={text}
          disabled={withdraw.isPending}
          onChange={(event) => setText(event.target.value)}
          error={tried || text.trim() !== '' ? (error ?? undefined) : undefined}
        />
        <dl className="refund-facts withdraw-breakdown" aria-live="polite">
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd data-testid="withdraw-fee">{result.ok ? money(result.fee) : '—'}</dd>
          </div>
          <div className="withdraw-breakdown__net">
            <dt>{t('withdraw.net')}</dt>
            <dd data-testid="withdraw-net">{result.ok ? money(result.net) : '—'}</dd>
          </div>
        </dl>
        {withdraw.isPending && (
          <p className="form-note" role="status">
            {t('withdraw.sending')}
          </p>
        )}
        {withdraw.isError && !withdraw.isPending && (
          <p className="notice" role="alert">
            {errorText(tm, withdraw.error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
