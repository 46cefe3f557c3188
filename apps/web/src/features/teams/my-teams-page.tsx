import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { Avatar } from '@/ui/avatar';
import { ButtonLink } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { UsersIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import type { MyTeam } from '@opentip/shared/schemas/teams.schema';
import { TeamsNamespace } from './teams-namespace';
import { useMyTeamsQuery } from './use-my-teams.query';
import './teams.css';

function TeamCard({ team }: { team: MyTeam }) {
  const { t } = useTranslation('teams');
  const manager = team.status === 'accepted' && team.role !== 'member';
  return (
    <li className="card team-card" data-testid="my-team">
      <Avatar name={team.name} src={team.owner.profileImg} size={44} />
      <div className="team-card__text">
        <h2 className="team-card__name">{team.name}</h2>
        <p className="team-card__meta">
          {t('join.owner', { name: team.owner.username })} · {t('join.members', { count: team.memberCount })}
        </p>
        <div className="row">
          <span className={`team-badge team-badge--${team.status}`}>{t(`status.${team.status}`)}</span>
          {team.status === 'accepted' && <span className="team-badge">{t(`role.${team.role}`)}</span>}
          {team.isActive && <span className="team-badge team-badge--active">{t('myTeams.active')}</span>}
        </div>
        {team.status === 'pending' && <p className="team-card__note">{t('myTeams.waiting')}</p>}
      </div>
      {team.status === 'accepted' && (
        <div className="team-card__actions">
          <ButtonLink variant="secondary" to={`/teamPool?teamId=${encodeURIComponent(team.id)}`}>
            {t('pool.link')}
          </ButtonLink>
          {manager && (
            <ButtonLink variant="secondary" to={`/teamMembers?teamCode=${encodeURIComponent(team.code)}`}>
              {t('myTeams.manage')}
            </ButtonLink>
          )}
        </div>
      )}
    </li>
  );
}

function MyTeams() {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const teams = useMyTeamsQuery();
  const join = <ButtonLink to="/joinTeamRequest">{t('myTeams.join')}</ButtonLink>;
  if (teams.isPending) return <Spinner fullPage />;
  const empty = !teams.isError && teams.data.length === 0;
  return (
    <div className="page stack">
      <header className="teams-head">
        <div>
          <h1 className="page__title">{t('myTeams.title')}</h1>
          <p className="page__lead">{t('myTeams.lead')}</p>
        </div>
        {!empty && join}
      </header>
      {teams.isError ? (
        <Empty icon={<UsersIcon />} title={t('myTeams.title')} body={errorText(tm, teams.error)} />
      ) : empty ? (
        <Empty
          icon={<UsersIcon />}
          title={t('myTeams.emptyTitle')}
          body={t('myTeams.emptyBody')}
          action={join}
        />
      ) : (
        <ul className="team-list">
          {teams.data.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /my-teams: every team the person belongs to or asked to join, with role and status. */
export default function MyTeamsPage() {
  return (
    <TeamsNamespace>
      <MyTeams />
    </TeamsNamespace>
  );
}
