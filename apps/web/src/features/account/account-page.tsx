import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findCurrency } from '@opentip/shared/currencies';
import { LanguageDialog } from '@/app/language/language-dialog';
import { useSession } from '@/app/session/use-session';
import { STORAGE_KEYS, readStorage } from '@/app/storage-keys';
import { LANGUAGE_OPTIONS } from '@/i18n/languages';
import { deriveRole } from '@opentip/shared/roles';
import {
  BoltIcon,
  BuildingIcon,
  CoinsIcon,
  GlobeIcon,
  InfoIcon,
  LockIcon,
  MailIcon,
  ShieldIcon,
  StarIcon,
  TrashIcon,
  UserIcon,
  WalletIcon,
} from '@/ui/icons';
import { AccountSummary } from './account-summary';
import { CurrencyDialog } from './currency-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { HomeSummary } from './home-summary/home-summary';
import { SettingsButton, SettingsLink } from './settings-row';
import { StatementsPanel } from './statements/statements-panel';
import { TeamLinks } from './team-links';
import './account-page.css';

type OpenDialog = 'language' | 'currency' | 'delete' | null;

/** /Home: the first screen every signed-in user lands on: their day or their tips, then the settings. */
export default function AccountPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  if (!session) return null;
  const { user } = session;
  const awaitingApproval = readStorage(STORAGE_KEYS.errorMessageFlag) === 'true';
  const language = LANGUAGE_OPTIONS.find((l) => l.code === i18n.language)?.nativeName;
  const currency = findCurrency(user.currency);
  const isBusiness = deriveRole(user) === 'businessUser';
  const close = () => setDialog(null);

  return (
    <div className="page">
      {awaitingApproval && (
        <p className="notice" role="status">
          <InfoIcon />
          <span className="notice__text">{t('messages.awaitingApproval')}</span>
        </p>
      )}
      <AccountSummary user={user} />
      <HomeSummary user={user} />
      <TeamLinks />
      <StatementsPanel user={user} />
      <h2 className="section-title">{t('account.settings')}</h2>
      <ul className="settings-list">
        <SettingsLink to="/myAccounts" icon={<UserIcon />} label={t('account.editProfile')} />
        {user.userType === 'payee' && !isBusiness && (
          <SettingsLink
            to="/Occupation"
            icon={<WalletIcon />}
            label={t('account.occupation')}
            value={user.occupation ? t(`occupations.${user.occupation}`) : undefined}
          />
        )}
        {isBusiness && (
          <>
            <SettingsLink
              to="/business-subscription"
              icon={<BoltIcon />}
              label={t('screens.businessSubscription')}
            />
            <SettingsLink to="/Subscription" icon={<CoinsIcon />} label={t('account.plans')} />
            <SettingsLink to="/business-detail" icon={<BuildingIcon />} label={t('screens.businessDetail')} />
          </>
        )}
        {user.userType === 'payee' && (
          <>
            <SettingsLink to="/reviews" icon={<StarIcon />} label={t('screens.reviews')} />
            <SettingsLink
              to="/connectedAccount"
              icon={<WalletIcon />}
              label={t('screens.connectedAccount')}
            />
          </>
        )}
        <SettingsButton
          onClick={() => setDialog('language')}
          icon={<GlobeIcon />}
          label={t('language.change')}
          value={language}
        />
        <SettingsButton
          onClick={() => setDialog('currency')}
          icon={<CoinsIcon />}
          label={t('currency.change')}
          value={currency ? currency.code : user.currency}
        />
        {user.loginMethod === 'password' && (
          <SettingsLink to="/ChangePassword" icon={<LockIcon />} label={t('password.changeTitle')} />
        )}
      </ul>
      <h2 className="section-title">{t('account.help')}</h2>
      <ul className="settings-list">
        <SettingsLink to="/ContactUs" icon={<MailIcon />} label={t('contact.title')} />
        <SettingsLink to="/TermsConditions" icon={<ShieldIcon />} label={t('terms.title')} />
        <SettingsLink to="/acknowledgement" icon={<InfoIcon />} label={t('acknowledgement.title')} />
      </ul>
      <ul className="settings-list settings-list--danger">
        <SettingsButton
          onClick={() => setDialog('delete')}
          icon={<TrashIcon />}
          label={t('account.delete.title')}
          danger
        />
      </ul>
      <LanguageDialog open={dialog === 'language'} onClose={close} />
      {dialog === 'currency' && <CurrencyDialog open current={user.currency} onClose={close} />}
      <DeleteAccountDialog open={dialog === 'delete'} userId={user.id} onClose={close} />
    </div>
  );
}
