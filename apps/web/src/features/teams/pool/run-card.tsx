import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PoolContest, PoolRun } from '@opentip/shared/schemas/team-pool.schema';
import { Button } from '@/ui/button';
import { MemberShareList } from './member-share-list';
import { amountsText, dateTime, sharesOf } from './pool-format';
import { ContestDialog } from './contest-dialog';

interface Props {
  teamId: string;
  run: PoolRun;
  myId: string;
  myContest: PoolContest | undefined;
}

/** Whether the reader may still contest the run, has done so, or the window has closed. */
function ContestLine({
  run,
  myContest,
  onContest,
}: Pick<Props, 'run' | 'myContest'> & { onContest: () => void }) {
  const { t, i18n } = useTranslation('teams');
  if (myContest)
    return (
      <p className="pool-run__contest">
        {t('pool.runs.contested')}{' '}
        <span className={`team-badge pool-status--${myContest.status}`}>
          {t(`pool.contests.status.${myContest.status}`)}
        </span>
      </p>
    );
  if (Date.now() >= new Date(run.contestUntil).getTime())
    return <p className="pool-run__contest form-note">{t('pool.runs.closed')}</p>;
  return (
    <div className="pool-run__contest">
      <p className="form-note">
        {t('pool.runs.contestUntil', { date: dateTime(i18n.language, run.contestUntil) })}
      </p>
      <Button variant="secondary" onClick={onContest}>
        {t('pool.runs.contest')}
      </Button>
    </div>
  );
}

/** One share-out: when, which tips, under which policy, each member's input and share. */
export function RunCard({ teamId, run, myId, myContest }: Props) {
  const { t, i18n } = useTranslation('teams');
  const language = i18n.language;
  const [contesting, setContesting] = useState(false);
  const { kind, frequency } = run.policy;
  // As the server decides: a place among the run's sharing members, or a share in it.
  const inRun =
    run.members.some((member) => member.userId === myId) || run.shares.some((share) => share.userId === myId);
  const myShares = sharesOf(run.shares, myId);
  const myTransfer = run.transfers.find((transfer) => transfer.userId === myId);
  const shared = run.pools.filter((pool) => pool.amount > 0);
  return (
    <li className="pool-run" data-testid="pool-run">
      <div className="pool-run__head">
        <h3 className="pool-run__name">{t('pool.runs.name', { seq: run.seq })}</h3>
        <span className="pool-meta">{dateTime(language, run.createdAt)}</span>
      </div>
      <p className="pool-meta">
        {t('pool.runs.period', {
          from: dateTime(language, run.periodStart),
          to: dateTime(language, run.periodEnd),
        })}
        {' · '}
        {t(`pool.runs.trigger.${run.trigger}`)}
      </p>
      <p className="pool-meta">
        {t('pool.runs.policy', {
          kind: t(`pool.kinds.${kind}`),
          frequency: t(`pool.frequencies.${frequency}`),
        })}
      </p>
      <p className="pool-run__total">
        {t('pool.runs.shared')}: <strong>{amountsText(shared, language)}</strong>
      </p>
      {inRun && (
        <p className="pool-share pool-share--mine" data-testid="run-mine">
          <span className="pool-share__who">{t('pool.preview.yourShare')}</span>
          <span className="pool-share__amount">
            {myShares.length > 0 ? amountsText(myShares, language) : t('pool.inputs.none')}
            {myTransfer && (
              <span className="pool-share__status"> · {t(`pool.runs.transfer.${myTransfer.status}`)}</span>
            )}
          </span>
          {myTransfer?.status === 'waitingForAccount' && (
            <Link className="pool-share__link" to="/stripe">
              {t('pool.runs.linkPayouts')}
            </Link>
          )}
        </p>
      )}
      <details className="pool-run__details">
        <summary>{t('pool.runs.details')}</summary>
        <MemberShareList members={run.members} shares={run.shares} policy={run.policy} myId={myId} />
        <p className="pool-run__hash">{t('pool.runs.record', { hash: run.hash.slice(0, 16) })}</p>
      </details>
      {inRun && <ContestLine run={run} myContest={myContest} onContest={() => setContesting(true)} />}
      {contesting && <ContestDialog teamId={teamId} run={run} onClose={() => setContesting(false)} />}
    </li>
  );
}
