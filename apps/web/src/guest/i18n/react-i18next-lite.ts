import i18n from './i18next-lite';
import { translate, type TranslateOptions } from './lite-translator';

/** Stands in for `react-i18next` in the guest page's bundle (see vite.guest.config.ts). */
export function useTranslation(ns = 'translation') {
  const t = (key: string, options?: TranslateOptions) => translate(key, options, ns);
  return { t, i18n, ready: true };
}
