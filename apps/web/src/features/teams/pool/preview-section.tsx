import { useTranslation } from 'react-i18next';
import type { PoolOverview } from '@opentip/shared/schemas/team-pool.schema';
import { errorText } from '@/app/api/api-message';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { amountsText, dateTime, inputText, sharesOf } from './pool-format';
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
  const { kind, roles } = overview.policy;
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
        <ul className="pool-share-list">
          {ordered.map((member) => {
            const mine = member.userId === myId;
            const own = sharesOf(shares, member.userId);
            return (
              <li
                key={member.userId}
                className={`pool-share${mine ? ' pool-share--mine' : ''}`}
                data-testid={mine ? 'preview-mine' : 'preview-share'}
              >
                <span className="pool-share__who">
                  <bdi className="pool-share__name">{member.username}</bdi>
                  {mine && <span className="team-badge team-badge--active">{t('pool.you')}</span>}
                  <span className="pool-share__input">{inputText(t, language, kind, member, roles)}</span>
                </span>
                <span className="pool-share__amount">
                  {own.length > 0 ? amountsText(own, language) : t('pool.inputs.none')}
                </span>
              </li>
            );
          })}
        </ul>
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
