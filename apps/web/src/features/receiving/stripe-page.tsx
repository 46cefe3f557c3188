import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useSession } from '@/app/session/use-session';
import { BackIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { CardRailPayouts } from './card-rail-payouts';
import { PayoutAccountCard } from './payout-account-card';
import { ReceivingNamespace } from './receiving-namespace';
import { useLinkFlow } from './use-link-flow';
import './payout.css';

/**
 * Stripe sends the receiver back here: ?linked=1 when onboarding ended (the state is read again),
 * ?refresh=1 when the link expired (a fresh one is asked for and followed).
 */
function useStripeReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const flow = useLinkFlow();
  const handled = useRef(false);
  const returning =
    params.get('linked') === '1' ? 'linked' : params.get('refresh') === '1' ? 'refresh' : null;
  useEffect(() => {
    if (!returning || handled.current) return;
    handled.current = true;
    // Back from Stripe: show the state. An expired link: ask for a fresh one and go on.
    flow.start({
      follow: returning === 'refresh',
      onDone: () => void navigate('/stripe', { replace: true }),
    });
  }, [returning, flow, navigate]);
  return returning === 'refresh' && (flow.pending || flow.redirecting);
}

function StripeScreen({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  const refreshing = useStripeReturn();
  return (
    <div className="page payout-page">
      <Link to="/connectedAccount" className="back-link">
        <BackIcon width={18} height={18} /> {t('connected.title')}
      </Link>
      <h1 className="page__title">{t('stripe.title')}</h1>
      <p className="page__lead">{t('stripe.lead')}</p>
      {refreshing ? (
        <p className="row" role="status">
          <Spinner size="sm" /> {t('stripe.refreshing')}
        </p>
      ) : (
        <div className="stack">
          <PayoutAccountCard user={user} />
          {user.userType === 'payee' && <CardRailPayouts />}
        </div>
      )}
    </div>
  );
}

/** /stripe: linking the payment provider account that tips are paid out to. */
export default function StripePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <ReceivingNamespace>
      <StripeScreen user={session.user} />
    </ReceivingNamespace>
  );
}
