import { useTranslation } from 'react-i18next';
import type { PoolOverview } from '@opentip/shared/schemas/team-pool.schema';
import { ButtonLink } from '@/ui/button';
import { formatMoney } from '@/ui/money';
import { dateTime } from './pool-format';

/** The team, what its pool holds now in each currency, and when it is next shared out. */
export function PoolHeader({ overview }: { overview: PoolOverview }) {
  const { t, i18n } = useTranslation('teams');
  const { team, pools, nextRunAt } = overview;
  const held = pools.filter((pool) => pool.amount > 0);
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
        {held.length === 0 ? (
          <p className="pool-holds__empty">{t('pool.holdsNothing')}</p>
        ) : (
          <ul className="pool-holds__list">
            {held.map((pool) => (
              <li key={pool.currency} className="pool-holds__line">
                <span className="pool-holds__amount">
                  {formatMoney(pool.amount, pool.currency, i18n.language)}
                </span>
                <span className="pool-holds__tips">{t('pool.tips', { count: pool.tipCount })}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="pool-holds__next" data-testid="pool-next-run">
          {nextRunAt ? t('pool.nextRun', { date: dateTime(i18n.language, nextRunAt) }) : t('pool.onDemand')}
        </p>
      </section>
    </header>
  );
}
