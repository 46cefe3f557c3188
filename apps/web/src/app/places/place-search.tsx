import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACE_QUERY_MAX, PLACE_QUERY_MIN, type Place } from '@opentip/shared/schemas/business.schema';
import { errorText } from '@/app/api/api-message';
import { Spinner } from '@/ui/spinner';
import { useDebouncedValue } from '@/app/use-debounced-value';
import { usePlaceSearchQuery } from './use-place-search.query';
import './place-search.css';

/** Long enough to wait for a pause in typing, short enough to feel immediate. */
export const PLACE_SEARCH_DEBOUNCE_MS = 350;

export interface PlaceSearchProps {
  /** Called with the place the person picks from the results. */
  onPick: (place: Place) => void;
  /** The field's label; "Find your place" when not given. */
  label?: string;
  /** Text the field starts with (a venue name the person already gave). */
  initialQuery?: string;
}

/**
 * A text field that searches places (GET /places/search: Google Places, or the local sample
 * catalogue without a key) as the person types, and lists them to pick one.
 */
export function PlaceSearch({ onPick, label, initialQuery = '' }: PlaceSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const settled = useDebouncedValue(query, PLACE_SEARCH_DEBOUNCE_MS);
  const search = usePlaceSearchQuery(settled);
  const long = query.trim().length >= PLACE_QUERY_MIN;
  const places = long ? (search.data?.places ?? []) : [];
  const loading = long && (search.isFetching || settled !== query);
  const statusId = `${id}-status`;

  function status(): string {
    if (!long) return t('places.typeMore');
    if (search.isError) return errorText(t, search.error);
    if (loading && places.length === 0) return t('places.searching');
    if (search.isSuccess && places.length === 0 && !loading)
      return t('places.noResults', { query: settled.trim() });
    return '';
  }
  const message = status();

  return (
    <div className="place-search">
      <label className="field__label" htmlFor={id}>
        {label ?? t('places.label')}
      </label>
      <div className="place-search__input">
        <input
          id={id}
          className="input"
          type="search"
          value={query}
          maxLength={PLACE_QUERY_MAX}
          placeholder={t('places.placeholder')}
          autoComplete="off"
          // Venue names and addresses are often Latin inside Arabic: each reads in its own direction.
          dir="auto"
          aria-describedby={statusId}
          onChange={(event) => setQuery(event.target.value)}
        />
        {loading && <Spinner size="sm" />}
      </div>
      <p
        id={statusId}
        className={`field__hint${search.isError && long ? ' place-search__error' : ''}`}
        role="status"
      >
        {message}
      </p>
      {places.length > 0 && (
        <ul className="place-search__results" aria-label={t('places.results')}>
          {places.map((place) => (
            <li key={place.placeId}>
              <button type="button" className="place-search__result" onClick={() => onPick(place)}>
                <bdi className="place-search__name">{place.name}</bdi>
                <bdi className="place-search__address">{place.address}</bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.data?.source === 'local' && places.length > 0 && (
        <p className="field__hint">{t('places.localSource')}</p>
      )}
    </div>
  );
}
