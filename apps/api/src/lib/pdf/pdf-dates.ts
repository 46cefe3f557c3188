import type { Language } from '@opentip/shared/occupations';
import { withoutBidiMarks } from './pdf-line.ts';

/** A calendar day as the reader writes it (short form, in UTC as statements are kept). */
export const localDay = (date: Date, lang: Language): string =>
  withoutBidiMarks(new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date));

/** A time of day as the reader writes it, in UTC ("10:00", "10:00 AM"). */
export const localTime = (date: Date, lang: Language): string =>
  withoutBidiMarks(new Intl.DateTimeFormat(lang, { timeStyle: 'short', timeZone: 'UTC' }).format(date));
