import { LANGUAGE_COOKIE } from '@opentip/shared/guest-page';
import type { Language } from '@opentip/shared/occupations';
import { browserLanguage, isLanguage, LANGUAGE_OPTIONS } from '@/i18n/languages';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage-keys';

/**
 * The stored choice, else the default-language key set on the first visit from the browser. The
 * cookie follows it, so the server renders the guest's tip page in the same language.
 */
export function storedLanguage(): Language {
  const chosen = readStorage(STORAGE_KEYS.language);
  const remembered = readStorage(STORAGE_KEYS.defaultLanguage);
  let language: Language;
  if (isLanguage(chosen)) language = chosen;
  else if (isLanguage(remembered)) language = remembered;
  else {
    language = browserLanguage();
    writeStorage(STORAGE_KEYS.defaultLanguage, language);
  }
  writeLanguageCookie(language);
  return language;
}

/** SPEC 1: the choice is kept in local storage; the caller reloads the page to apply it. */
export function saveLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
  const index = LANGUAGE_OPTIONS.findIndex((l) => l.code === language);
  writeStorage(STORAGE_KEYS.activeLanguageIndex, String(Math.max(0, index)));
  writeLanguageCookie(language);
}

/** The server renders the guest's tip page in this language (a year, the whole site). */
export function writeLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
