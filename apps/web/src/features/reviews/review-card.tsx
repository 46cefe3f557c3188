import { useTranslation } from 'react-i18next';
import type { ReviewEntry } from '@opentip/shared/schemas/reviews.schema';
import { formatMoney } from '@/ui/money';
import { Stars } from './stars';

/** One giver's feedback: stars, the suggested texts they chose, their words, when, and the tip. */
export function ReviewCard({ review, showReceiver }: { review: ReviewEntry; showReceiver: boolean }) {
  const { t, i18n } = useTranslation('reviews');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(review.createdAt),
  );
  const amount = formatMoney(review.amount, review.currency, i18n.language);
  return (
    <li className="card review-card">
      <div className="review-card__head">
        <Stars value={review.rating} label={t('card.stars', { count: review.rating })} />
        <time className="review-card__date" dateTime={review.createdAt}>
          {when}
        </time>
      </div>
      {review.cannedComments.length > 0 && (
        <ul className="review-card__canned">
          {review.cannedComments.map((key) => (
            <li key={key} className="review-chip">
              {t(`canned.${key}`, { defaultValue: '' }) || key}
            </li>
          ))}
        </ul>
      )}
      {review.comment && (
        <p className="review-card__comment" dir="auto">
          {review.comment}
        </p>
      )}
      <p className="review-card__meta">
        <span dir="auto">{review.giverUsername ?? t('card.guest')}</span>
        <span aria-hidden="true">·</span>
        <span>{t('card.tip', { amount })}</span>
        {showReceiver && (
          <>
            <span aria-hidden="true">·</span>
            <span dir="auto">{t('card.to', { name: review.receiver.username })}</span>
          </>
        )}
      </p>
    </li>
  );
}
