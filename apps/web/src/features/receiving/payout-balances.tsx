import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderName } from '@opentip/shared/payment-rails';
import type { PayoutBalance } from '@opentip/shared/schemas/payouts.schema';
import { Button } from '@/ui/button';
import { PayoutSection } from './payout-section';
import { PendingNote } from '@/app/pending-note';
import { useMoney } from './use-money';
import { usePayoutBalancesQuery } from './use-payout-balances.query';
import { canWithdraw } from './withdraw-amount';
import { WithdrawDialog } from './withdraw-dialog';

function BalanceRow({ balance, onWithdraw }: { balance: PayoutBalance; onWithdraw: () => void }) {
  const { t } = useTranslation('receiving');
  const format = useMoney();
  const money = (minor: number) => format(minor, balance.currency);
  const why = !balance.canWithdraw
    ? t('balances.linkFirst')
    : balance.available < balance.terms.minimum
      ? t('balances.fromMinimum', { amount: money(balance.terms.minimum) })
      : null;
  return (
    <li className="balance" data-testid={`balance-${balance.currency}`}>
      <span className="balance__currency">{balance.currency}</span>
      <dl className="balance__figures">
        <div>
          <dt>{t('balances.available')}</dt>
          <dd className="balance__available" data-testid="balance-available">
            {money(balance.available)}
          </dd>
        </div>
        <div>
          <dt>{t('balances.pending')}</dt>
          <dd data-testid="balance-pending">{money(balance.pending)}</dd>
        </div>
      </dl>
      <PendingNote figures={balance} />
      <div className="balance__action">
        <Button onClick={onWithdraw} disabled={!canWithdraw(balance)}>
          {t('balances.withdraw')}
          <span className="visually-hidden"> {balance.currency}</span>
        </Button>
        {why && <p className="form-note">{why}</p>}
      </div>
    </li>
  );
}

/** The money held for the receiver at one provider, per currency, each with its Withdraw. */
export function PayoutBalances({
  provider,
  destination,
}: {
  provider: ProviderName;
  destination: string | null;
}) {
  const { t } = useTranslation('receiving');
  const query = usePayoutBalancesQuery();
  const [open, setOpen] = useState<PayoutBalance | null>(null);
  const balances = (query.data ?? []).filter((b) => b.provider === provider);
  return (
    <PayoutSection
      id={`balances-${provider}`}
      title={t('balances.title')}
      query={query}
      empty={balances.length === 0}
      emptyText={t('balances.empty')}
    >
      <ul className="balances">
        {balances.map((balance) => (
          <BalanceRow key={balance.currency} balance={balance} onWithdraw={() => setOpen(balance)} />
        ))}
      </ul>
      <p className="form-note">{t('balances.pendingExplain')}</p>
      {open && <WithdrawDialog balance={open} destination={destination} onClose={() => setOpen(null)} />}
    </PayoutSection>
  );
}
