import { useTranslation } from 'react-i18next';
import { StarIcon } from './icons';
import './rating.css';

export const MIN_REVIEWS_FOR_RATING = 5;

interface RatingProps {
  rating: number;
  reviewsCount: number;
  /** The signed-in user's own rating has its own hint (SPEC 4). */
  own?: boolean;
}

/** SPEC 4: 0 to 5 in half steps with the count in brackets, only from 5 reviews on. */
export function Rating({ rating, reviewsCount, own = false }: RatingProps) {
  const { t } = useTranslation();
  if (reviewsCount < MIN_REVIEWS_FOR_RATING) {
    return (
      <p className="rating rating--hidden">
        <StarIcon className="rating__none" width={18} height={18} />
        <span>{t(own ? 'messages.ownRatingHiddenHint' : 'messages.ratingHiddenHint')}</span>
      </p>
    );
  }
  const value = Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
  return (
    // The words for screen readers as text: an aria-label on a <p> is not read (axe, Lighthouse).
    <p className="rating">
      <span className="visually-hidden">{t('rating.label', { value, count: reviewsCount })}</span>
      <span className="rating__stars" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => {
          const fill = value >= star ? 'full' : value >= star - 0.5 ? 'half' : 'empty';
          return <span key={star} className={`rating__star rating__star--${fill}`} />;
        })}
      </span>
      <span aria-hidden="true">
        {value.toFixed(1)} ({reviewsCount})
      </span>
    </p>
  );
}
