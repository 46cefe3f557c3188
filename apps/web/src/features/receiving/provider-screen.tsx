import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProviderName } from '@opentip/shared/payment-rails';
import type { PayoutAccountsData } from '@opentip/shared/schemas/payouts.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { errorText } from '@/app/api/api-message';
import { BackIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ProviderPayouts } from './provider-payouts';
import { usePayoutAccountsQuery } from './use-payout-accounts.query';
import './payout.css';
import './payouts.css';

interface Props {
  user: SessionUser;
  provider: ProviderName;
  title: string;
  lead: string;
  /** The provider's own linking part, given the receiver's accounts. */
  link: (accounts: PayoutAccountsData) => ReactNode;
}

/** /paypal and /flutter: link an account, choose it as the destination, see balances, withdraw, history. */
export function ProviderScreen({ user, provider, title, lead, link }: Props) {
  const { t } = useTranslation('receiving');
  const { t: tm } = useTranslation();
  const receiver = user.userType === 'payee';
  const accounts = usePayoutAccountsQuery(receiver);
  return (
    <div className="page payout-page">
      <Link to="/paymentMethods" className="back-link">
        <BackIcon width={18} height={18} /> {t('methods.title')}
      </Link>
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">{lead}</p>
      {!receiver ? (
        <p className="card dialog__text">{t('payout.giverOnly')}</p>
      ) : accounts.isError ? (
        <p className="notice" role="alert">
          {errorText(tm, accounts.error)}
        </p>
      ) : !accounts.data ? (
        <Spinner />
      ) : (
        <div className="stack">
          {link(accounts.data)}
          <ProviderPayouts provider={provider} accounts={accounts.data} />
        </div>
      )}
    </div>
  );
}
