import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from '@opentip/shared/occupations';
import en from './locales/en.json';
import { directionOf } from './languages';

// Only English (the fallback) ships in the main bundle; the chosen language loads beside it.
const loaders = import.meta.glob<ResourceLanguage>(['./locales/*.json', '!./locales/en.json'], {
  import: 'default',
});

async function loadLocale(language: Language): Promise<ResourceLanguage | undefined> {
  if (language === FALLBACK_LANGUAGE) return undefined;
  const load = loaders[`./locales/${language}.json`];
  return load ? load() : undefined;
}

/** Applies the document language and direction: Arabic is right-to-left. */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources: Resource = { en: { translation: en } };
  const extra = await loadLocale(language).catch(() => undefined);
  if (extra) resources[language] = { translation: extra };
  await i18next.use(initReactI18next).init({
    lng: extra ? language : FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(extra ? language : FALLBACK_LANGUAGE);
  return i18next;
}
