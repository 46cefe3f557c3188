import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deriveRole } from '@opentip/shared/roles';
import { useSession } from '@/app/session/use-session';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { StarIcon } from '@/ui/icons';
import { Rating } from '@/ui/rating';
import { Spinner } from '@/ui/spinner';
import { periodStart } from './period';
import { ReviewCard } from './review-card';
import { ReviewFilters, type FilterChoice } from './review-filters';
import { withReviews } from './reviews-namespace';
import { TeamScope } from './team-scope';
import { useManagedTeamsQuery } from './use-managed-teams.query';
import { useReviewsQuery } from './use-reviews.query';
import './reviews.css';

const NO_FILTERS: FilterChoice = { rating: null, period: 'all', withComment: false };

/**
 * /reviews: the feedback givers left, with SPEC 4's rating; team admins switch to their team's, and
 * team owners, who have no personal rating (SPEC 4), see only their teams'. A failed load is
 * silently ignored (SPEC 8): no toast, no notice.
 */
function ReviewsPage() {
  const { t } = useTranslation('reviews');
  const { t: tm } = useTranslation();
  const session = useSession();
  const role = session ? deriveRole(session.user) : null;
  const mayManage = role === 'teamOwner' || role === 'teamAdmin';
  const teams = useManagedTeamsQuery(mayManage);
  const [chosenTeam, setChosenTeam] = useState<string | null | undefined>(undefined);
  // A team owner has no personal rating (SPEC 4): their first screen is their team's.
  const isOwner = role === 'teamOwner';
  const teamId = chosenTeam === undefined ? (isOwner ? (teams.data?.[0]?.id ?? null) : null) : chosenTeam;
  const [choice, setChoice] = useState<FilterChoice>(NO_FILTERS);
  const waitingForTeams = isOwner && chosenTeam === undefined && teams.isPending;
  // An owner's own feedback is never asked for: only their teams' (none yet: nothing to show).
  const ownerWithoutTeam = isOwner && !teamId && !waitingForTeams;
  const reviews = useReviewsQuery(
    {
      rating: choice.rating,
      from: periodStart(choice.period),
      withComment: choice.withComment,
      teamId,
    },
    !waitingForTeams && !ownerWithoutTeam,
  );
  const pages = waitingForTeams || ownerWithoutTeam ? [] : (reviews.data?.pages ?? []);
  const first = pages[0];
  const list = pages.flatMap((page) => page.reviews);
  const team = teams.data?.find((entry) => entry.id === teamId);

  return (
    <div className="page reviews-page">
      <h1 className="page__title">{t('title')}</h1>
      <p className="page__lead">{team ? t('teamLead', { team: team.name }) : t('lead')}</p>
      <div className="stack">
        {mayManage && teams.data && teams.data.length > (isOwner ? 1 : 0) && (
          <TeamScope teams={teams.data} value={teamId} withMine={!isOwner} onChange={setChosenTeam} />
        )}
        {first && (
          <section className="card reviews-summary" aria-labelledby="reviews-summary-title">
            <h2 id="reviews-summary-title" className="reviews-summary__title">
              {t('summary.title')}
            </h2>
            <Rating rating={first.summary.rating} reviewsCount={first.summary.reviewsCount} own={!teamId} />
            <p className="reviews-summary__count">
              {t('summary.count', { count: first.summary.reviewsCount })}
            </p>
          </section>
        )}
        <ReviewFilters value={choice} onChange={setChoice} />
        {reviews.isError && !first ? null : waitingForTeams || (reviews.isPending && !ownerWithoutTeam) ? (
          <Spinner />
        ) : list.length === 0 ? (
          <Empty
            icon={<StarIcon width={40} height={40} />}
            title={tm('messages.noRecordFound')}
            body={t('emptyHint')}
          />
        ) : (
          <ul className="review-list" aria-busy={reviews.isFetching || undefined}>
            {list.map((review) => (
              <ReviewCard key={review.id} review={review} showReceiver={Boolean(teamId)} />
            ))}
          </ul>
        )}
        {reviews.hasNextPage && (
          <Button
            variant="secondary"
            loading={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            {t('more')}
          </Button>
        )}
      </div>
    </div>
  );
}

export default withReviews(ReviewsPage);
