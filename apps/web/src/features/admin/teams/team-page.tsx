import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../admin-namespace';
import { AdminLoaded } from '../shell/admin-results';
import { Ltr } from '../shell/bidi';
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
      <AdminLoaded query={team}>
        {(data) => (
          <>
            <header className="stack">
              <h1 className="admin-page__title">{data.team.name}</h1>
              <p className="admin-list__sub">
                <span className="admin-code">{data.team.code}</span> ·{' '}
                <Link to={`/admin/people/${data.team.owner.id}`}>
                  <Ltr>@{data.team.owner.username}</Ltr>
                </Link>
                {data.team.business && (
                  <>
                    {' · '}
                    <Link to={`/admin/businesses/${data.team.business.id}`}>{data.team.business.name}</Link>
                  </>
                )}
              </p>
            </header>
            <TeamMembers members={data.members} />
            <TeamPolicy policy={data.policy} />
            <TeamRuns runs={data.runs} />
            <TeamContests contests={data.contests} />
          </>
        )}
      </AdminLoaded>
    </div>
  );
}
