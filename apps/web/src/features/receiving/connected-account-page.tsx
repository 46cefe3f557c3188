import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deriveRole } from '@opentip/shared/roles';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { useSession } from '@/app/session/use-session';
import { BuildingIcon, ChevronIcon, StarIcon, WalletIcon } from '@/ui/icons';
import { PayoutAccountCard } from './payout-account-card';
import { ReceivingNamespace } from './receiving-namespace';
import './payout.css';

function LinkRow({ to, icon, label, hint }: { to: string; icon: ReactNode; label: string; hint: string }) {
  return (
    <li>
      <Link to={to} className="link-row">
        <span className="link-row__icon">{icon}</span>
        <span className="link-row__text">
          <span className="link-row__label">{label}</span>
          <span className="link-row__hint">{hint}</span>
        </span>
        <ChevronIcon className="link-row__chevron" />
      </Link>
    </li>
  );
}

function ConnectedAccounts({ user }: { user: SessionUser }) {
  const { t } = useTranslation('receiving');
  const role = deriveRole(user);
  return (
    <div className="page payout-page">
      <h1 className="page__title">{t('connected.title')}</h1>
      <p className="page__lead">{t('connected.lead')}</p>
      <div className="stack">
        <PayoutAccountCard user={user} />
        <ul className="link-list card">
          {user.userType === 'payee' && (
            <LinkRow
              to="/paymentMethods"
              icon={<WalletIcon />}
              label={t('methods.title')}
              hint={t('connected.methodsHint')}
            />
          )}
          <LinkRow
            to="/reviewPlatform"
            icon={<StarIcon />}
            label={t('connected.google')}
            hint={t('connected.googleHint')}
          />
          {role === 'businessUser' && (
            <LinkRow
              to="/business-detail"
              icon={<BuildingIcon />}
              label={t('connected.business')}
              hint={t('connected.businessHint')}
            />
          )}
        </ul>
      </div>
    </div>
  );
}

/** /connectedAccount: the accounts tied to OpenTip, payout first (SPEC 2 connected accounts). */
export default function ConnectedAccountPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <ReceivingNamespace>
      <ConnectedAccounts user={session.user} />
    </ReceivingNamespace>
  );
}
