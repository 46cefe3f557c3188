import { useTranslation } from 'react-i18next';
import { canAccess, findRoute } from '@opentip/shared/routes';
import { useAccessKind } from '@/app/session/use-session';
import { UsersIcon } from '@/ui/icons';
import { TeamSummary } from './home-summary/team-summary';
import { SettingsLink } from './settings-row';

// The team screens, each shown to the roles SPEC 2 lets open it.
const TEAM_SCREENS = [
  { to: '/teamMembers', label: 'screens.teamMembers' },
  { to: '/stations', label: 'screens.stations' },
  { to: '/my-teams', label: 'screens.myTeams' },
  { to: '/joinTeamRequest', label: 'screens.joinTeam' },
] as const;

/** /Home's way into the team screens: the teams' pools and figures, managing, my teams, joining one. */
export function TeamLinks() {
  const { t } = useTranslation();
  const kind = useAccessKind();
  const links = TEAM_SCREENS.filter(({ to }) => {
    const route = findRoute(to);
    return route !== undefined && canAccess(route, kind);
  });
  if (links.length === 0) return null;
  return (
    <>
      <h2 className="section-title">{t('account.team')}</h2>
      <TeamSummary />
      <ul className="settings-list">
        {links.map(({ to, label }) => (
          <SettingsLink key={to} to={to} icon={<UsersIcon />} label={t(label)} />
        ))}
      </ul>
    </>
  );
}
