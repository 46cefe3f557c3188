import type { Language } from '@opentip/shared/occupations';
import { withoutBidiMarks } from '../../lib/pdf/pdf-line.ts';
import { ar } from './locales/ar.ts';
import { de } from './locales/de.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';
import { it } from './locales/it.ts';
import type { StatementWords } from './locales/statement-words.ts';

/** The statement catalogue: one locale file per language, each complete (the type says so). */
export const STATEMENT_WORDS: Readonly<Record<Language, StatementWords>> = { en, fr, es, ar, it, de };

/**
 * A month as the reader names it ("March 2026", "mars 2026"); in Arabic as digits ("03/2026"):
 * the PDF fonts lay an Arabic line out right to left, digits inside it too, so numbers stay apart.
 */
export const localMonth = (month: string, lang: Language): string =>
  lang === 'ar'
    ? `${month.slice(5, 7)}/${month.slice(0, 4)}`
    : withoutBidiMarks(
        new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
          new Date(`${month}-01T00:00:00Z`),
        ),
      );
