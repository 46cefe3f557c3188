import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@opentip/shared/occupations';

export interface LanguageOption {
  code: Language;
  /** The language's own name: a reader finds their language whatever the page is in. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

/** The order of the language dialog (its index is the stored active language index). */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
];

export function isLanguage(value: string | null | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return LANGUAGE_OPTIONS.find((l) => l.code === language)?.dir ?? 'ltr';
}

/** The browser's first language we speak, else English. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}
