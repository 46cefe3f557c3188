import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../admin-namespace';
import { AdminLoaded } from '../shell/admin-results';
import { PersonAccount } from './person-account';
import { PersonActions } from './person-actions';
import { PersonPayouts, PersonTeams, PersonTips } from './person-links';
import { PersonTags, displayName } from './person-tags';
import { usePersonQuery } from './use-person.query';

/** /admin/people/:id: everything about one person, and what an administrator may do to them. */
export default function PersonPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id = '' } = useParams();
  const person = usePersonQuery(id);
  return (
    <div className="admin-page">
      <Link to="/admin/people">{t('people.back')}</Link>
      <AdminLoaded query={person}>
        {(data) => (
          <>
            <header className="stack">
              <h1 className="admin-page__title">{displayName(data.person)}</h1>
              <PersonTags person={data.person} />
            </header>
            <PersonActions person={data.person} />
            <PersonAccount person={data.person} />
            <PersonTips detail={data} />
            <PersonTeams teams={data.teams} />
            <PersonPayouts accounts={data.payoutAccounts} />
          </>
        )}
      </AdminLoaded>
    </div>
  );
}
