import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useSession } from '@/app/session/use-session';
import { FlutterwaveLinkCard } from './flutterwave-link-card';
import { ProviderScreen } from './provider-screen';
import { ReceivingNamespace } from './receiving-namespace';

function FlutterwaveScreen({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  return (
    <ProviderScreen
      user={user}
      provider="flutterwave"
      title={t('flutterwave.title')}
      lead={t('flutterwave.lead')}
      link={(accounts) => <FlutterwaveLinkCard accounts={accounts} />}
    />
  );
}

/** /flutter: the bank account or mobile-money wallet Flutterwave pays a receiver into, balance, history. */
export default function FlutterwavePage() {
  const session = useSession();
  if (!session) return null;
  return (
    <ReceivingNamespace>
      <FlutterwaveScreen user={session.user} />
    </ReceivingNamespace>
  );
}
