import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/ui/spinner';
import { ADMIN_NS } from '../admin-namespace';
import { LoadError } from '../shell/load-error';
import { TeamContests, TeamMembers, TeamPolicy, TeamRuns } from './team-sections';
import { useTeamQuery } from './use-team.query';

/** /admin/teams/:id: the team's members, pool policy, latest pool runs and contests. */
export default function TeamPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id = '' } = useParams();
  const team = useTeamQuery(id);
  return (
    <div className="admin-page">
      <Link to="/admin/teams">{t('teams.back')}</Link>
      {team.isPending && <Spinner />}
      {team.isError && <LoadError error={team.error} onRetry={() => void team.refetch()} />}
      {team.data && (
        <>
          <header className="stack">
            <h1 className="admin-page__title">{team.data.team.name}</h1>
            <p className="admin-list__sub">
              <span className="admin-code">{team.data.team.code}</span> ·{' '}
              <Link to={`/admin/people/${team.data.team.owner.id}`}>@{team.data.team.owner.username}</Link>
              {team.data.team.business && (
                <>
                  {' · '}
                  <Link to={`/admin/businesses/${team.data.team.business.id}`}>
                    {team.data.team.business.name}
                  </Link>
                </>
              )}
            </p>
          </header>
          <TeamMembers members={team.data.members} />
          <TeamPolicy policy={team.data.policy} />
          <TeamRuns runs={team.data.runs} />
          <TeamContests contests={team.data.contests} />
        </>
      )}
    </div>
  );
}
