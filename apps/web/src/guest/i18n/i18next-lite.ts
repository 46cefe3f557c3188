import { currentLanguage, directionOfLanguage, translate, type TranslateOptions } from './lite-translator';

/** Stands in for `i18next` in the guest page's bundle (see vite.guest.config.ts). */
const i18n = {
  get language(): string {
    return currentLanguage();
  },
  get resolvedLanguage(): string {
    return currentLanguage();
  },
  dir: (lng?: string) => directionOfLanguage(lng),
  t: (key: string, options?: TranslateOptions) => translate(key, options),
  exists: (key: string, options?: TranslateOptions) => translate(key, options) !== key,
};

export type LiteI18n = typeof i18n;
export default i18n;
