import { useTranslation } from 'react-i18next';
import type { Payout } from '@opentip/shared/schemas/payouts.schema';
import { translateMessage } from '@/app/api/api-message';
import { CheckIcon, InfoIcon } from '@/ui/icons';
import { useMoney } from './use-money';

/** A withdrawal's state in words and icon (never colour alone): paid, on its way, or failed with its reason. */
export function PayoutStatusPill({ payout }: { payout: Payout }) {
  const { t } = useTranslation('receiving');
  const Icon = payout.status === 'paid' ? CheckIcon : InfoIcon;
  return (
    <span className={`status-pill status-pill--payout-${payout.status}`} data-testid="payout-status">
      <Icon width={14} height={14} /> {t(`payouts.status.${payout.status}`)}
    </span>
  );
}

/** What happened to a withdrawal, said in full (the withdraw dialog's result). */
export function PayoutOutcome({ payout, destination }: { payout: Payout; destination: string | null }) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const format = useMoney();
  const to = payout.destination ?? destination;
  const amount = format(payout.net, payout.currency);
  return (
    <div className="stack" role="status" data-testid="withdraw-outcome">
      <PayoutStatusPill payout={payout} />
      <p className="dialog__text">
        {to
          ? t(`withdraw.outcome.${payout.status}`, { amount, to })
          : t(`withdraw.outcomePlain.${payout.status}`, { amount })}
      </p>
      {payout.status === 'failed' && (
        <>
          {payout.failureMessage && <p className="notice">{translateMessage(tm, payout.failureMessage)}</p>}
          <p className="dialog__text">{t('payouts.returned')}</p>
        </>
      )}
    </div>
  );
}
