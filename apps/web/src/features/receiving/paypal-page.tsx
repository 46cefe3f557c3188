import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useSession } from '@/app/session/use-session';
import { PaypalLinkCard } from './paypal-link-card';
import { ProviderScreen } from './provider-screen';
import { ReceivingNamespace } from './receiving-namespace';

function PaypalScreen({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  return (
    <ProviderScreen
      user={user}
      provider="paypal"
      title={t('paypal.title')}
      lead={t('paypal.lead')}
      link={(accounts) => <PaypalLinkCard accounts={accounts} />}
    />
  );
}

/** /paypal: the PayPal account a receiver is paid out to, its balance, withdrawals and history. */
export default function PaypalPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <ReceivingNamespace>
      <PaypalScreen user={session.user} />
    </ReceivingNamespace>
  );
}
