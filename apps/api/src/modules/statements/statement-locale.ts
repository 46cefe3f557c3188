import type { Language } from '@opentip/shared/occupations';
import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it } from './locales/it.ts';
import type { StatementWords } from './locales/statement-words.ts';

/** The statement catalogue: one locale file per language, each complete (the type says so). */
export const STATEMENT_WORDS: Readonly<Record<Language, StatementWords>> = { en, fr, es, ar, it, de };

// Bidi marks Intl puts around Arabic numbers: the PDF lays out words itself and has no glyph for them.
const BIDI_MARKS = /[\u061c\u200e\u200f]/g;

/** A calendar day as the reader writes it (short form, UTC as statements are kept). */
export const localDay = (date: Date, lang: Language): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' })
    .format(date)
    .replace(BIDI_MARKS, '');

/**
 * A month as the reader names it ("March 2026", "mars 2026"); in Arabic as digits ("03/2026"):
 * the PDF fonts lay an Arabic line out right to left, digits inside it too, so numbers stay apart.
 */
export const localMonth = (month: string, lang: Language): string =>
  lang === 'ar'
    ? `${month.slice(5, 7)}/${month.slice(0, 4)}`
    : new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' })
        .format(new Date(`${month}-01T00:00:00Z`))
        .replace(BIDI_MARKS, '');

export const withoutBidiMarks = (text: string) => text.replace(BIDI_MARKS, '');
