import type { ProviderName } from '@opentip/shared/payment-rails';
import type { PayoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import { DestinationChoice } from './destination-choice';
import { PayoutBalances } from './payout-balances';
import { PayoutHistory } from './payout-history';
import './dashboard.css';
import './payouts.css';

/** What the three provider screens share once an account is known: where I'm paid, balances, history. */
export function ProviderPayouts({
  provider,
  accounts,
}: {
  provider: ProviderName;
  accounts: PayoutAccountsData;
}) {
  const account = accounts.accounts.find((a) => a.provider === provider);
  return (
    <>
      <DestinationChoice provider={provider} accounts={accounts} />
      <PayoutBalances provider={provider} destination={account?.label ?? null} />
      <PayoutHistory provider={provider} />
    </>
  );
}
