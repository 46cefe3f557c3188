import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { ProviderPayouts } from './provider-payouts';
import { usePayoutAccountsQuery } from './use-payout-accounts.query';

/** /stripe below the account: where I'm paid, balances and withdrawals of this deployment's card rail. */
export function CardRailPayouts() {
  const { t: tm } = useTranslation();
  const accounts = usePayoutAccountsQuery();
  if (accounts.isError)
    return (
      <p className="notice" role="alert">
        {errorText(tm, accounts.error)}
      </p>
    );
  if (!accounts.data) return null;
  return <ProviderPayouts provider={accounts.data.cardRail} accounts={accounts.data} />;
}
