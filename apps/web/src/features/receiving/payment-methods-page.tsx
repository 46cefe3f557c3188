import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useSession } from '@/app/session/use-session';
import { ButtonLink } from '@/ui/button';
import { ChevronIcon, CoinsIcon, QrIcon } from '@/ui/icons';
import { ReceivingNamespace } from './receiving-namespace';
import { usePayoutAccountsQuery } from './use-payout-accounts.query';
import { usePayoutStatus } from './use-payout-status';
import './payout.css';

/** Payout channels: the card-payment provider (Stripe) first, the others on their own screens. */
function ReceiverMethods({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  const status = usePayoutStatus(user);
  const accounts = usePayoutAccountsQuery();
  const state = ['none', 'pending', 'linked'].includes(status.state) ? status.state : null;
  const linkedAt = (provider: 'paypal' | 'flutterwave') =>
    accounts.data?.accounts.some((a) => a.provider === provider) ? 'linked' : null;
  const methods = [
    {
      to: '/stripe',
      label: t(`payout.providers.${status.provider ?? 'stripe'}`),
      hint: t('methods.stripeHint'),
      state,
    },
    {
      to: '/paypal',
      label: t('payout.providers.paypal'),
      hint: t('methods.paypalHint'),
      state: linkedAt('paypal'),
    },
    {
      to: '/flutter',
      label: t('payout.providers.flutterwave'),
      hint: t('methods.flutterwaveHint'),
      state: linkedAt('flutterwave'),
    },
  ];
  return (
    <ul className="link-list card">
      {methods.map((method) => (
        <li key={method.to}>
          <Link to={method.to} className="link-row">
            <span className="link-row__icon">
              <CoinsIcon />
            </span>
            <span className="link-row__text">
              <span className="link-row__label">{method.label}</span>
              <span className="link-row__hint">{method.hint}</span>
            </span>
            {method.state && (
              <span className={`status-pill status-pill--${method.state}`} data-testid="method-state">
                {t(`payout.state.${method.state}`)}
              </span>
            )}
            <ChevronIcon className="link-row__chevron" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PaymentMethods({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  const receiver = user.userType === 'payee';
  return (
    <div className="page payout-page">
      <h1 className="page__title">{t('methods.title')}</h1>
      <p className="page__lead">{t(receiver ? 'methods.leadReceiver' : 'methods.leadGiver')}</p>
      {receiver ? (
        <ReceiverMethods user={user} />
      ) : (
        <ButtonLink to="/QRScan">
          <QrIcon /> {t('dashboard.giveTip')}
        </ButtonLink>
      )}
    </div>
  );
}

/** /paymentMethods: how money reaches a receiver, or how a giver pays. */
export default function PaymentMethodsPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <ReceivingNamespace>
      <PaymentMethods user={session.user} />
    </ReceivingNamespace>
  );
}
