import { useTranslation } from 'react-i18next';
import type { PoolContest } from '@opentip/shared/schemas/team-pool.schema';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { ContestAnswerForm } from './contest-answer-form';
import { dateTime } from './pool-format';
import { usePoolContestsQuery } from './use-pool-contests.query';

interface ItemProps {
  teamId: string;
  contest: PoolContest;
  /** A manager answers open contests, except their own (another manager does). */
  mayAnswer: boolean;
}

function ContestItem({ teamId, contest, mayAnswer }: ItemProps) {
  const { t, i18n } = useTranslation('teams');
  const language = i18n.language;
  return (
    <li className="pool-contest" data-testid="pool-contest">
      <div className="pool-contest__head">
        <span className="pool-meta">
          {t('pool.contests.of', {
            seq: contest.runSeq,
            name: contest.member.username,
            date: dateTime(language, contest.createdAt),
          })}
        </span>
        <span className={`team-badge pool-status--${contest.status}`}>
          {t(`pool.contests.status.${contest.status}`)}
        </span>
      </div>
      <blockquote className="pool-contest__reason" dir="auto">
        {contest.reason}
      </blockquote>
      {contest.answer !== null && (
        <div className="pool-contest__answer">
          <p className="pool-meta">
            {t('pool.contests.answer', {
              date: contest.answeredAt ? dateTime(language, contest.answeredAt) : '',
            })}
          </p>
          <p dir="auto">{contest.answer}</p>
        </div>
      )}
      {mayAnswer && contest.status === 'open' && <ContestAnswerForm teamId={teamId} contest={contest} />}
    </li>
  );
}

/** Managers see every contest and answer the open ones; a member sees their own, with answers. */
export function ContestsSection(props: { teamId: string; myId: string; manager: boolean }) {
  const { teamId, myId, manager } = props;
  const { t } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const contests = usePoolContestsQuery(teamId);
  let content;
  if (contests.isPending) content = <Spinner />;
  else if (contests.isError)
    content = (
      <div className="notice pool-error" role="alert">
        <span className="notice__text">{errorText(tm, contests.error)}</span>
        <Button variant="secondary" onClick={() => void contests.refetch()}>
          {t('pool.retry')}
        </Button>
      </div>
    );
  else if (contests.data.length === 0)
    content = <p className="teams-section__empty">{t('pool.contests.empty')}</p>;
  else {
    // Open ones first, each group newest first as the server sends them.
    const ordered = [...contests.data].sort(
      (a, b) => Number(b.status === 'open') - Number(a.status === 'open'),
    );
    content = (
      <ul className="pool-contest-list">
        {ordered.map((contest) => (
          <ContestItem
            key={contest.id}
            teamId={teamId}
            contest={contest}
            mayAnswer={manager && contest.member.userId !== myId}
          />
        ))}
      </ul>
    );
  }
  return (
    <section className="card stack" aria-labelledby="pool-contests-title">
      <h2 id="pool-contests-title" className="teams-section__title">
        {t(manager ? 'pool.contests.titleManager' : 'pool.contests.titleMember')}
      </h2>
      {content}
    </section>
  );
}
