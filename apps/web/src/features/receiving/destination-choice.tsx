import { useTranslation } from 'react-i18next';
import type { ProviderName } from '@opentip/shared/payment-rails';
import type { PayoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { CheckIcon } from '@/ui/icons';
import { providerName } from './provider-name';
import { useSetDestinationMutation } from './use-set-destination.mutation';

/**
 * "Where I'm paid": this provider's linked account is the destination, or a button makes it so.
 * Tips already received stay where they were paid; only new ones go to the new destination.
 */
export function DestinationChoice({
  provider,
  accounts,
}: {
  provider: ProviderName;
  accounts: PayoutAccountsData;
}) {
  const { t } = useTranslation('receiving');
  const notify = useNotify();
  const choose = useSetDestinationMutation();
  const account = accounts.accounts.find((a) => a.provider === provider);
  if (!account) return null;
  const name = providerName(t, provider);
  const current = accounts.destination ? providerName(t, accounts.destination) : null;
  return (
    <section className="card payout-section" aria-labelledby={`destination-${provider}`}>
      <h2 id={`destination-${provider}`} className="payout-section__title">
        {t('destination.title')}
      </h2>
      {account.isDestination ? (
        <p className="destination__current" data-testid="destination-state">
          <span className="status-pill status-pill--linked">
            <CheckIcon width={16} height={16} /> {t('destination.here')}
          </span>
          <span>{t('destination.hereExplain', { provider: name })}</span>
        </p>
      ) : (
        <>
          <p className="dialog__text" data-testid="destination-state">
            {current ? t('destination.elsewhere', { provider: current }) : t('destination.none')}
          </p>
          {!account.ready && <p className="form-note">{t('destination.notReady')}</p>}
          <div className="row">
            <Button
              onClick={() =>
                choose.mutate(provider, {
                  onSuccess: () => notify.info(t('destination.changed', { provider: name })),
                  onError: (error) => notify.apiError(error),
                })
              }
              loading={choose.isPending}
              disabled={!account.ready}
            >
              {t('destination.choose', { provider: name })}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
