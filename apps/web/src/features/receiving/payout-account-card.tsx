import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { CheckIcon, InfoIcon, WalletIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { LinkingInfoDialog } from './linking-info-dialog';
import { usePaymentsConfigQuery } from './use-payments-config.query';
import { usePayoutStatus, type PayoutState } from './use-payout-status';
import { useLinkFlow } from './use-link-flow';
import './receiving-common.css';

const STATE_ICON: Partial<Record<PayoutState, typeof CheckIcon>> = {
  linked: CheckIcon,
  pending: InfoIcon,
  none: InfoIcon,
};

/** The receiver's payout account: its state in words and icon (never colour alone) and the way to link it. */
export function PayoutAccountCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const status = usePayoutStatus(user);
  const config = usePaymentsConfigQuery();
  const flow = useLinkFlow();
  const [open, setOpen] = useState(false);
  const provider = status.provider ?? 'sandbox';

  if (status.state === 'notReceiver') {
    return (
      <section className="card payout-card" aria-labelledby="payout-title">
        <h2 id="payout-title" className="payout-card__title">
          <WalletIcon /> {t('payout.title')}
        </h2>
        <p className="dialog__text">{t('payout.giverOnly')}</p>
      </section>
    );
  }
  const Icon = STATE_ICON[status.state];
  return (
    <section className="card payout-card" aria-labelledby="payout-title" data-state={status.state}>
      <div className="payout-card__head">
        <h2 id="payout-title" className="payout-card__title">
          <WalletIcon /> {t('payout.title')}
        </h2>
        {Icon && (
          <span className={`status-pill status-pill--${status.state}`} data-testid="payout-state">
            <Icon width={16} height={16} /> {t(`payout.state.${status.state}`)}
          </span>
        )}
      </div>
      {status.state === 'loading' && <Spinner />}
      {status.state === 'error' && (
        <p className="notice" role="alert">
          {errorText(tm, status.error)}
        </p>
      )}
      {Icon && <p className="dialog__text">{t(`payout.explain.${status.state}`)}</p>}
      {status.accountId && (
        <p className="payout-card__account">
          <span className="copy-row__label">{t('payout.accountId')}</span>
          <bdi dir="ltr" className="ltr-value" data-testid="payout-account-id">
            {status.accountId}
          </bdi>
        </p>
      )}
      <div className="row">
        {status.state === 'none' && <Button onClick={() => setOpen(true)}>{t('payout.link')}</Button>}
        {status.state === 'pending' && <Button onClick={() => setOpen(true)}>{t('payout.continue')}</Button>}
        {status.state === 'linked' && (
          <>
            <Button
              variant="secondary"
              loading={flow.pending}
              onClick={() => flow.start({ follow: false, onDone: status.refetch })}
            >
              {t('payout.refresh')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(true)}>
              {t('payout.howItWorks')}
            </Button>
          </>
        )}
      </div>
      <LinkingInfoDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => flow.start({ onDone: () => setOpen(false) })}
        provider={provider}
        feeBps={config.data?.platformFeeBps ?? 0}
        linked={status.state === 'linked'}
        loading={flow.pending || flow.redirecting}
      />
    </section>
  );
}
