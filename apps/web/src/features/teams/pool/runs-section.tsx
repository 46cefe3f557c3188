import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { RunCard } from './run-card';
import { usePoolContestsQuery } from './use-pool-contests.query';
import { usePoolRunsQuery } from './use-pool-runs.query';

/** The share-outs, newest first, each with its inputs and results as the log recorded them. */
export function RunsSection({ teamId, myId }: { teamId: string; myId: string }) {
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const runs = usePoolRunsQuery(teamId);
  // Which runs the reader already contested: the contests list holds their own.
  const contests = usePoolContestsQuery(teamId);
  const mine = (contests.data ?? []).filter((contest) => contest.member.userId === myId);
  const list = runs.data?.pages.flatMap((page) => page.runs) ?? [];
  let content;
  if (runs.isPending) content = <Spinner />;
  else if (runs.isError)
    content = (
      <div className="notice pool-error" role="alert">
        <span className="notice__text">{errorText(tm, runs.error)}</span>
        <Button variant="secondary" onClick={() => void runs.refetch()}>
          {t('pool.retry')}
        </Button>
      </div>
    );
  else if (list.length === 0)
    content = (
      <div className="pool-empty">
        <p className="pool-empty__title">{t('pool.runs.empty')}</p>
        <p className="teams-section__empty">{t('pool.runs.emptyBody')}</p>
      </div>
    );
  else
    content = (
      <>
        <ul className="pool-run-list">
          {list.map((run) => (
            <RunCard
              key={run.id}
              teamId={teamId}
              run={run}
              myId={myId}
              myContest={mine.find((contest) => contest.runId === run.id)}
            />
          ))}
        </ul>
        {runs.hasNextPage && (
          <Button
            variant="secondary"
            loading={runs.isFetchingNextPage}
            onClick={() => void runs.fetchNextPage()}
          >
            {t('pool.runs.more')}
          </Button>
        )}
      </>
    );
  return (
    <section className="card stack" aria-labelledby="pool-runs-title">
      <h2 id="pool-runs-title" className="teams-section__title">
        {t('pool.runs.title')}
      </h2>
      {content}
    </section>
  );
}
