import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A timestamp from the API as date and time in the reader's language. */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return useCallback(
    (iso: string) =>
      new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    [i18n.language],
  );
}
