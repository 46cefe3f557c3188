import { useTranslation } from 'react-i18next';
import type { PoolOverview } from '@opentip/shared/schemas/team-pool.schema';
import { ButtonLink } from '@/ui/button';
import { dateTime } from './pool-format';
import { PoolSummaryList } from './pool-summary';

/** The team, what its pool holds now in each currency and how it adds up, and the next share-out. */
export function PoolHeader({ overview }: { overview: PoolOverview }) {
  const { t, i18n } = useTranslation('teams');
  const { team, nextRunAt } = overview;
  return (
    <header className="pool-head">
      <div className="pool-head__text">
        <h1 className="page__title">{team.name}</h1>
        <p className="page__lead">{t('pool.lead')}</p>
        <div className="row">
          <span className={`team-badge team-badge--${team.myRole}`}>{t(`role.${team.myRole}`)}</span>
          {team.myRole !== 'member' && (
            <ButtonLink variant="ghost" to={`/teamMembers?teamCode=${encodeURIComponent(team.code)}`}>
              {t('pool.manageMembers')}
            </ButtonLink>
          )}
        </div>
      </div>
      <section className="card pool-holds" aria-labelledby="pool-holds-title" data-testid="pool-holds">
        <h2 id="pool-holds-title" className="pool-holds__label">
          {t('pool.holds')}
        </h2>
        <PoolSummaryList summary={overview.summary} />
        <p className="pool-holds__next" data-testid="pool-next-run">
          {nextRunAt ? t('pool.nextRun', { date: dateTime(i18n.language, nextRunAt) }) : t('pool.onDemand')}
        </p>
      </section>
    </header>
  );
}
