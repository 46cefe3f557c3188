import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/use-session';
import { BackIcon } from '@/ui/icons';
import { ProfileForm } from './profile-form';

/** /profile and /myAccounts: edit name, photo and, for givers and team members, the address. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return null;
  return (
    <div className="page page--narrow">
      <Link to="/Home" className="back-link">
        <BackIcon width={18} height={18} />
        {t('nav.account')}
      </Link>
      <div className="card">
        <h1 className="page__title">{t('profile.title')}</h1>
        <p className="page__lead">{t('profile.lead')}</p>
        <ProfileForm key={session.user.id} user={session.user} />
      </div>
    </div>
  );
}
