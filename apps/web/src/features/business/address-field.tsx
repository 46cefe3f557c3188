import { useTranslation } from 'react-i18next';
import { isMessageKey } from '@opentip/shared/messages';
import type { Place } from '@opentip/shared/schemas/business.schema';
import { PlaceSearch } from '@/app/places/place-search';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';
import { BUSINESS_NS } from './business-namespace';

export interface AddressValue {
  address: string;
  /** Set when the address is a place picked from the search; null when typed. */
  placeId: string | null;
  /** The person chose to type the address rather than search. */
  manual: boolean;
}

interface AddressFieldProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string;
}

/** The business address: a place picked from the place search, or typed by hand. */
export function AddressField({ value, onChange, error }: AddressFieldProps) {
  const { t } = useTranslation(BUSINESS_NS);
  const { t: tm } = useTranslation();
  const refusal = error && (
    <p className="field__error" role="alert">
      {isMessageKey(error) ? tm(`messages.${error}`) : error}
    </p>
  );
  const pick = (place: Place) =>
    onChange({ address: `${place.name}, ${place.address}`, placeId: place.placeId, manual: false });

  if (value.placeId) {
    return (
      <section className="business-address" aria-labelledby="business-address-title">
        <h2 id="business-address-title" className="field__label">
          {t('address.title')}
        </h2>
        <div className="business-address__picked">
          <p className="business-address__text">
            <bdi>{value.address}</bdi>
          </p>
          <Button variant="secondary" onClick={() => onChange({ address: '', placeId: null, manual: false })}>
            {t('address.change')}
          </Button>
        </div>
        {refusal}
      </section>
    );
  }

  if (value.manual) {
    return (
      <div className="business-address">
        <TextField
          label={t('address.manualLabel')}
          required={false}
          autoComplete="street-address"
          dir="auto"
          value={value.address}
          error={error}
          onChange={(event) => onChange({ ...value, address: event.target.value })}
        />
        <Button
          variant="ghost"
          className="business-address__switch"
          onClick={() => onChange({ address: '', placeId: null, manual: false })}
        >
          {t('address.searchInstead')}
        </Button>
      </div>
    );
  }

  return (
    <div className="business-address">
      <PlaceSearch label={t('address.searchLabel')} onPick={pick} />
      {refusal}
      <Button
        variant="ghost"
        className="business-address__switch"
        onClick={() => onChange({ ...value, manual: true })}
      >
        {t('address.manual')}
      </Button>
    </div>
  );
}
