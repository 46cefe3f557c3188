import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess, findRoute } from '@opentip/shared/routes';
import type { AccessKind } from '@opentip/shared/roles';
import type { MyTeam } from '@opentip/shared/schemas/teams.schema';
import { useAccessKind } from '@/app/session/use-session';
import { ButtonLink } from '@/ui/button';
import { HandCoinIcon } from '@/ui/icons';
import { formatMoney } from '@/ui/money';
import { HomeNamespace } from './home-namespace';
import { useHomePoolQuery, useHomeRequestsQuery, useHomeTeamsQuery } from './use-home-teams.query';
import './team-summary.css';

// The kinds of account that can be an accepted member of a team.
const TEAM_KINDS: readonly AccessKind[] = ['teamOwner', 'teamAdmin', 'teamMember', 'individualRole'];

const poolPath = (team: MyTeam) => `/teamPool?${new URLSearchParams({ teamId: team.id }).toString()}`;

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="home-team__fact" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A team the person manages: what waits in its pool, requests, contests, the next share-out. */
function ManagedTeam({ team, mayManage }: { team: MyTeam; mayManage: boolean }) {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const pool = useHomePoolQuery(team.id);
  const requests = useHomeRequestsQuery(team.code);
  const count = (value: number | undefined) =>
    value === undefined ? '…' : new Intl.NumberFormat(language).format(value);
  const waiting = pool.data?.pools.filter((p) => p.amount > 0) ?? [];
  return (
    <li className="card home-team" data-testid="home-team">
      <h3 className="home-team__name">{team.name}</h3>
      {pool.isError && (
        <p className="home-team__error" role="alert">
          {t('teams.error')}
        </p>
      )}
      <dl className="home-team__facts">
        <Fact label={t('teams.waiting')} testId="home-team-waiting">
          {!pool.data
            ? '…'
            : waiting.length === 0
              ? t('teams.nothingWaiting')
              : waiting.map((p) => (
                  <span key={p.currency} className="home-team__amount">
                    {formatMoney(p.amount, p.currency, language)}
                  </span>
                ))}
        </Fact>
        <Fact label={t('teams.requests')} testId="home-team-requests">
          {count(requests.data)}
        </Fact>
        <Fact label={t('teams.contests')} testId="home-team-contests">
          {count(pool.data?.openContests)}
        </Fact>
        <Fact label={t('teams.nextRun')} testId="home-team-next">
          {!pool.data
            ? '…'
            : pool.data.nextRunAt
              ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                  new Date(pool.data.nextRunAt),
                )
              : t('teams.onDemand')}
        </Fact>
      </dl>
      <div className="home-team__links">
        {mayManage && (
          <ButtonLink variant="secondary" to={`/teamMembers?teamCode=${encodeURIComponent(team.code)}`}>
            {t('teams.members')}
          </ButtonLink>
        )}
        <ButtonLink variant="secondary" to={poolPath(team)}>
          {t('teams.pool')}
        </ButtonLink>
      </div>
    </li>
  );
}

function Teams({ kind }: { kind: AccessKind }) {
  const { t } = useTranslation('home');
  const teams = useHomeTeamsQuery(true);
  if (!teams.data) return null;
  const managed = teams.data.filter((team) => team.role !== 'member');
  const joined = teams.data.filter((team) => team.role === 'member');
  const membersRoute = findRoute('/teamMembers');
  const mayManage = membersRoute !== undefined && canAccess(membersRoute, kind);
  return (
    <>
      {managed.length > 0 && (
        <ul className="home-teams" aria-label={t('teams.managed')}>
          {managed.map((team) => (
            <ManagedTeam key={team.id} team={team} mayManage={mayManage} />
          ))}
        </ul>
      )}
      {joined.length > 0 && (
        <ul className="home-team-links">
          {joined.map((team) => (
            <li key={team.id}>
              <ButtonLink variant="secondary" to={poolPath(team)} className="home-team-links__link">
                <HandCoinIcon width={18} height={18} />
                {t('teams.poolOf', { team: team.name })}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /Home's team section: for each team the person manages a card with what waits in its pool,
 * pending requests, open contests and the next share-out; for each team they belong to, its pool.
 */
export function TeamSummary() {
  const kind = useAccessKind();
  if (!TEAM_KINDS.includes(kind)) return null;
  return (
    <HomeNamespace>
      <Teams kind={kind} />
    </HomeNamespace>
  );
}
