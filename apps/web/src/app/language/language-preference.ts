import type { Language } from '@opentip/shared/occupations';
import { browserLanguage, isLanguage, LANGUAGE_OPTIONS } from '@/i18n/languages';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage-keys';

/** The stored choice, else the default-language key set on the first visit from the browser. */
export function storedLanguage(): Language {
  const chosen = readStorage(STORAGE_KEYS.language);
  if (isLanguage(chosen)) return chosen;
  const remembered = readStorage(STORAGE_KEYS.defaultLanguage);
  if (isLanguage(remembered)) return remembered;
  const detected = browserLanguage();
  writeStorage(STORAGE_KEYS.defaultLanguage, detected);
  return detected;
}

/** SPEC 1: the choice is kept in local storage; the caller reloads the page to apply it. */
export function saveLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
  const index = LANGUAGE_OPTIONS.findIndex((l) => l.code === language);
  writeStorage(STORAGE_KEYS.activeLanguageIndex, String(Math.max(0, index)));
}
