import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/field';

const PLACE_ID = /^[\w-]{1,300}$/;

/**
 * A place ID typed or pasted (Google's Place ID Finder gives it) for those who do not find their
 * place by name; the server checks it with the directory before it is connected.
 */
export function PlaceIdForm({ onPick }: { onPick: (place: { placeId: string; name: string }) => void }) {
  const { t } = useTranslation('reviews');
  const { t: tm } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  function submit(event: FormEvent) {
    event.preventDefault();
    const placeId = value.trim();
    if (!PLACE_ID.test(placeId)) {
      setError(tm(placeId ? 'messages.placeNotFound' : 'messages.placeIdRequired'));
      return;
    }
    setError(undefined);
    onPick({ placeId, name: placeId });
  }
  return (
    <form className="place-id-form" onSubmit={submit} noValidate>
      <TextField
        label={t('platform.placeIdLabel')}
        hint={t('platform.placeIdHint')}
        value={value}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        maxLength={300}
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('platform.placeIdSubmit')}
      </Button>
    </form>
  );
}
