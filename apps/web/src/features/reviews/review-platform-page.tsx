import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceSearch } from '@/app/places/place-search';
import { useSession } from '@/app/session/use-session';
import { useNotify } from '@/app/use-notify';
import { ConfirmDialog } from '@/ui/dialog';
import { InfoIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ConnectedPlace } from './connected-place';
import { PlaceIdForm } from './place-id-form';
import { withReviews } from './reviews-namespace';
import { useConnectPlaceMutation, useGooglePlaceQuery } from './use-google-place';
import './reviews.css';

/** What this screen needs of a place the search gives. */
interface PickedPlace {
  placeId: string;
  name: string;
}

function Notice({ text }: { text: string }) {
  return (
    <p className="notice" role="status">
      <InfoIcon width={20} height={20} />
      <span>{text}</span>
    </p>
  );
}

/**
 * Search, pick and confirm a place on Google (or give its place ID); the connect call's errors are
 * toasted, as its result is what the person asked for.
 */
function ConnectPlace() {
  const { t } = useTranslation('reviews');
  const notify = useNotify();
  const connect = useConnectPlaceMutation();
  const [picked, setPicked] = useState<PickedPlace | null>(null);
  return (
    <section className="card stack" aria-labelledby="place-search-title">
      <h2 id="place-search-title" className="reviews-summary__title">
        {t('platform.searchTitle')}
      </h2>
      <PlaceSearch onPick={setPicked} label={t('platform.searchLabel')} />
      <details className="place-id-details">
        <summary>{t('platform.placeIdToggle')}</summary>
        <PlaceIdForm onPick={setPicked} />
      </details>
      <ConfirmDialog
        open={picked !== null}
        title={t('platform.confirmTitle')}
        body={t('platform.confirmBody', { name: picked?.name ?? '' })}
        confirmLabel={t('platform.connect')}
        loading={connect.isPending}
        onClose={() => setPicked(null)}
        onConfirm={() =>
          picked &&
          connect.mutate(picked.placeId, {
            onSuccess: ({ message }) => notify.apiSuccess(message, 'googlePlaceConnected'),
            onError: (error) => notify.apiError(error),
            onSettled: () => setPicked(null),
          })
        }
      />
    </section>
  );
}

/**
 * /reviewPlatform: connect the receiver's place on Google, see its Google rating and latest
 * reviews, share its review link, disconnect. Reading errors are not toasted (SPEC 8).
 */
function ReviewPlatformPage() {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const placeId = session?.user.placeId ?? null;
  const place = useGooglePlaceQuery(placeId);
  const receiver = session?.user.userType === 'payee';
  return (
    <div className="page review-platform">
      <h1 className="page__title">{t('platform.title')}</h1>
      <p className="page__lead">{t('platform.lead')}</p>
      <div className="stack">
        {!receiver ? (
          <Notice text={t('platform.receiversOnly')} />
        ) : !placeId ? (
          <ConnectPlace />
        ) : place.isPending ? (
          <Spinner />
        ) : place.data ? (
          <ConnectedPlace place={place.data} />
        ) : (
          // SPEC 8: a failed load of the Google reviews is silently ignored.
          <ConnectPlace />
        )}
      </div>
    </div>
  );
}

export default withReviews(ReviewPlatformPage);
