import { useTranslation } from 'react-i18next';
import { deriveRole } from '@opentip/shared/roles';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { Avatar } from '@/ui/avatar';
import { Rating } from '@/ui/rating';

/** Who is signed in: photo, name, role (SPEC 6), unique ID and rating. */
export function AccountSummary({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const role = deriveRole(user);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.fullName;
  return (
    <section className="card account-summary" aria-labelledby="account-name">
      <Avatar name={user.username} src={user.profileImg} size={72} />
      <div className="account-summary__text">
        <h1 id="account-name" className="account-summary__name">
          {user.username}
        </h1>
        {name && <p className="account-summary__meta">{name}</p>}
        <p className="account-summary__badges">
          <span className="badge" data-testid="account-role">
            {t(`roles.${role}`)}
          </span>
          {user.userType === 'payee' && (
            <span className="badge badge--outline">
              {t('account.uniqueId')}: <bdi>{user.uniqueId}</bdi>
            </span>
          )}
        </p>
        {role !== 'teamOwner' && user.userType === 'payee' && (
          <Rating rating={user.rating} reviewsCount={user.reviewsCount} own />
        )}
      </div>
    </section>
  );
}
