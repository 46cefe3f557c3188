import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROVIDER_NAMES } from '@opentip/shared/payment-rails';
import { ChevronIcon, WalletIcon } from '@/ui/icons';
import { providerName, providerPath } from './provider-name';
import { usePayoutAccountsQuery } from './use-payout-accounts.query';
import './payouts.css';

/** "Paid through: PayPal (j•••@example.com)", and the way to each provider's screen. */
export function PaidThrough() {
  const { t } = useTranslation('receiving');
  const accounts = usePayoutAccountsQuery();
  if (!accounts.data) return null;
  const { destination, cardRail } = accounts.data;
  const account = accounts.data.accounts.find((a) => a.provider === destination);
  const screens = PROVIDER_NAMES.filter((p) => p === cardRail || p === 'paypal' || p === 'flutterwave');
  return (
    <section className="card paid-through" aria-label={t('destination.title')} data-testid="paid-through">
      <p className="paid-through__text">
        <WalletIcon />
        <span>
          {!destination
            ? t('destination.notChosen')
            : account?.label
              ? t('destination.paidThrough', {
                  provider: providerName(t, destination),
                  account: account.label,
                })
              : t('destination.paidThroughPlain', { provider: providerName(t, destination) })}
        </span>
      </p>
      <nav className="paid-through__links" aria-label={t('methods.title')}>
        {screens.map((provider) => (
          <Link key={provider} to={providerPath(provider)} className="paid-through__link">
            {providerName(t, provider)}
            <ChevronIcon width={16} height={16} />
          </Link>
        ))}
      </nav>
    </section>
  );
}
