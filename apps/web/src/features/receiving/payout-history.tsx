import { useTranslation } from 'react-i18next';
import type { ProviderName } from '@opentip/shared/payment-rails';
import type { Payout } from '@opentip/shared/schemas/payouts.schema';
import { translateMessage } from '@/app/api/api-message';
import { PayoutStatusPill } from './payout-outcome';
import { PayoutSection } from './payout-section';
import { useMoney } from './use-money';
import { usePayoutsQuery } from './use-payouts.query';

function PayoutRow({ payout }: { payout: Payout }) {
  const { t, i18n } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const format = useMoney();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(payout.createdAt),
  );
  return (
    <li className="payout-row" data-testid="payout-row">
      <div className="payout-row__main">
        <span className="payout-row__amount">{format(payout.amount, payout.currency)}</span>
        <PayoutStatusPill payout={payout} />
      </div>
      <p className="payout-row__detail">
        <time dateTime={payout.createdAt}>{date}</time>
        {payout.destination && (
          <>
            {' · '}
            <bdi>{payout.destination}</bdi>
          </>
        )}
      </p>
      {payout.status === 'failed' ? (
        <p className="payout-row__failure" role="note">
          {payout.failureMessage ? `${translateMessage(tm, payout.failureMessage)} ` : ''}
          {t('payouts.returned')}
        </p>
      ) : (
        <p className="payout-row__detail">
          {t('payouts.breakdown', {
            fee: format(payout.fee, payout.currency),
            net: format(payout.net, payout.currency),
          })}
        </p>
      )}
    </li>
  );
}

/** The withdrawals made through one provider, newest first. */
export function PayoutHistory({ provider }: { provider: ProviderName }) {
  const { t } = useTranslation('receiving');
  const query = usePayoutsQuery();
  const payouts = (query.data ?? []).filter((p) => p.provider === provider);
  return (
    <PayoutSection
      id={`payouts-${provider}`}
      title={t('payouts.title')}
      query={query}
      empty={payouts.length === 0}
      emptyText={t('payouts.empty')}
    >
      <ul className="payout-list">
        {payouts.map((payout) => (
          <PayoutRow key={payout.id} payout={payout} />
        ))}
      </ul>
    </PayoutSection>
  );
}
