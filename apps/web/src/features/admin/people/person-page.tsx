import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { ADMIN_NS } from '../admin-namespace';
import { LoadError } from '../shell/load-error';
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
      {person.isPending && <Spinner />}
      {person.isError && <LoadError error={person.error} onRetry={() => void person.refetch()} />}
      {person.data && (
        <>
          <header className="stack">
            <h1 className="admin-page__title">{displayName(person.data.person)}</h1>
            <PersonTags person={person.data.person} />
          </header>
          <PersonActions person={person.data.person} />
          <PersonAccount person={person.data.person} />
          <PersonTips detail={person.data} />
          <PersonTeams teams={person.data.teams} />
          <PersonPayouts accounts={person.data.payoutAccounts} />
        </>
      )}
    </div>
  );
}
