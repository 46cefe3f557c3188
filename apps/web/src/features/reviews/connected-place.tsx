import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GooglePlace } from '@opentip/shared/schemas/reviews.schema';
import { useNotify } from '@/app/use-notify';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { Stars } from './stars';
import { useUnlinkGoogleMutation } from './use-google-place';

/** The connected place as Google shows it, its review link to copy or open, and "Disconnect". */
export function ConnectedPlace({ place }: { place: GooglePlace }) {
  const { t, i18n } = useTranslation('reviews');
  const { t: tm } = useTranslation();
  const notify = useNotify();
  const unlink = useUnlinkGoogleMutation();
  const [confirming, setConfirming] = useState(false);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  async function copy() {
    try {
      await navigator.clipboard.writeText(place.reviewLink);
      notify.info(tm('messages.copied'));
    } catch {
      /* the link stays on screen to copy by hand */
    }
  }

  return (
    <section className="card place-card" aria-labelledby="place-name">
      <p className="form-note">{t('platform.connectedTitle')}</p>
      <h2 id="place-name" className="place-card__name" dir="auto">
        {place.name}
      </h2>
      <p className="place-card__address" dir="auto">
        {place.address}
      </p>
      {place.rating !== null && (
        <div className="place-card__rating">
          <span className="field__label">{t('platform.googleRating')}</span>
          <span className="place-card__stars">
            <Stars value={place.rating} label={t('card.stars', { count: place.rating })} />
            <span>
              {new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1 }).format(place.rating)}
            </span>
            {place.reviewCount !== null && (
              <span className="form-note">
                (
                {t('platform.googleCount', {
                  count: place.reviewCount,
                  value: new Intl.NumberFormat(i18n.language).format(place.reviewCount),
                })}
                )
              </span>
            )}
          </span>
        </div>
      )}
      <div className="place-card__link">
        <span className="field__label">{t('platform.linkLabel')}</span>
        <code className="place-card__url">{place.reviewLink}</code>
        <div className="row">
          <Button variant="secondary" onClick={() => void copy()}>
            {t('platform.copy')}
          </Button>
          <a
            className="btn btn--secondary btn--md"
            href={place.reviewLink}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('platform.open')}
          </a>
        </div>
      </div>
      <h3 className="reviews-summary__title">{t('platform.latest')}</h3>
      {place.reviews.length === 0 ? (
        <p className="form-note">{t('platform.noReviews')}</p>
      ) : (
        <ul className="google-reviews">
          {place.reviews.map((review) => (
            <li key={`${review.author}-${review.publishedAt}`} className="google-review">
              <span className="google-review__head">
                <span dir="auto">{review.author}</span>
                <time className="review-card__date" dateTime={review.publishedAt}>
                  {dates.format(new Date(review.publishedAt))}
                </time>
              </span>
              <Stars
                value={Math.round(review.rating)}
                label={t('card.stars', { count: Math.round(review.rating) })}
              />
              <p className="google-review__text" dir="auto">
                {review.text}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="place-card__actions">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('platform.disconnect')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('platform.disconnectTitle')}
        body={t('platform.disconnectBody')}
        confirmLabel={t('platform.disconnect')}
        danger
        loading={unlink.isPending}
        onClose={() => setConfirming(false)}
        // SPEC 8: an unlink error is not shown; the place simply stays connected.
        onConfirm={() => unlink.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
