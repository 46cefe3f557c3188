import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@opentip/shared/schemas/business.schema';
import { PlaceSearch } from '@/app/places/place-search';
import { Button } from '@/ui/button';
import './profile-location.css';

/** Where a giver or team member is: SPEC 4's placeId, long, lat and address, sent together. */
export interface ProfileLocationValue {
  address: string | null;
  placeId: string | null;
  long: number | null;
  lat: number | null;
}

export const NO_LOCATION: ProfileLocationValue = { address: null, placeId: null, long: null, lat: null };

export function locationOfPlace(place: Place): ProfileLocationValue {
  return {
    address: `${place.name}, ${place.address}`,
    placeId: place.placeId,
    long: place.location?.lng ?? null,
    lat: place.location?.lat ?? null,
  };
}

/** The place search businesses use, for a profile: the picked place, to change or remove. */
export function ProfileLocation(props: {
  value: ProfileLocationValue;
  error?: string;
  onChange: (value: ProfileLocationValue) => void;
}) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const [searching, setSearching] = useState(false);
  const error = props.error && (
    <p className="field__error" role="alert">
      {props.error}
    </p>
  );
  if (!value.address || searching) {
    return (
      <div className="profile-location stack">
        <PlaceSearch
          label={t('profile.location.search')}
          onPick={(place) => {
            setSearching(false);
            onChange(locationOfPlace(place));
          }}
        />
        {value.address && (
          <Button variant="ghost" onClick={() => setSearching(false)}>
            {t('common.cancel')}
          </Button>
        )}
        {error}
      </div>
    );
  }
  return (
    <section className="profile-location stack" aria-labelledby="profile-location-title">
      <h2 id="profile-location-title" className="field__label">
        {t('profile.location.title')}
      </h2>
      <p className="profile-location__address">
        <bdi>{value.address}</bdi>
      </p>
      <div className="row">
        <Button variant="secondary" onClick={() => setSearching(true)}>
          {t('profile.location.change')}
        </Button>
        <Button variant="ghost" onClick={() => onChange(NO_LOCATION)}>
          {t('profile.location.remove')}
        </Button>
      </div>
      {error}
    </section>
  );
}
