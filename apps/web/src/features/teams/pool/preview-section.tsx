import { useTranslation } from 'react-i18next';
import type { PoolOverview } from '@opentip/shared/schemas/team-pool.schema';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { MemberShareList } from './member-share-list';
import { dateTime } from './pool-format';
import { ShareOut } from './share-out';
import { usePoolPreviewQuery } from './use-pool-preview.query';

interface Props {
  teamId: string;
  myId: string;
  overview: PoolOverview;
  manager: boolean;
}

/** Every member's share if the pool were shared out now, the reader's own first and marked. */
export function PreviewSection({ teamId, myId, overview, manager }: Props) {
  const { t, i18n } = useTranslation('teams');
  const { t: tm } = useTranslation();
  const preview = usePoolPreviewQuery(teamId);
  const language = i18n.language;
  let content;
  if (preview.isPending) content = <Spinner />;
  else if (preview.isError)
    content = (
      <div className="notice pool-error" role="alert">
        <span className="notice__text">{errorText(tm, preview.error)}</span>
        <Button variant="secondary" onClick={() => void preview.refetch()}>
          {t('pool.retry')}
        </Button>
      </div>
    );
  else if (!preview.data.pools.some((pool) => pool.amount > 0))
    content = <p className="teams-section__empty">{t('pool.preview.empty')}</p>;
  else {
    const { members, shares, periodStart, periodEnd } = preview.data;
    const ordered = [...members].sort((a, b) => Number(b.userId === myId) - Number(a.userId === myId));
    content = (
      <>
        <p className="pool-meta">
          {t('pool.preview.period', {
            from: dateTime(language, periodStart),
            to: dateTime(language, periodEnd),
          })}
        </p>
        <MemberShareList
          members={ordered}
          shares={shares}
          policy={overview.policy}
          myId={myId}
          testIds={{ mine: 'preview-mine', other: 'preview-share' }}
        />
      </>
    );
  }
  return (
    <section className="card stack" aria-labelledby="pool-preview-title">
      <h2 id="pool-preview-title" className="teams-section__title">
        {t('pool.preview.title')}
      </h2>
      {content}
      {manager && <ShareOut teamId={teamId} overview={overview} preview={preview.data} />}
    </section>
  );
}
