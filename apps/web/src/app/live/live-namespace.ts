import i18next, { type ResourceLanguage } from 'i18next';

/** The menu's unread counts and the live toasts: a few words, in the app's bundle (not the guest page's). */
export const LIVE_NS = 'live';

const bundles = import.meta.glob<ResourceLanguage>('./locales/*.json', { eager: true, import: 'default' });

/** Adds the words once i18next is set up (rendering starts after that); later calls do nothing. */
export function useLiveNamespace(): string {
  if (!i18next.hasResourceBundle('en', LIVE_NS)) {
    for (const [path, bundle] of Object.entries(bundles)) {
      const language = /\.\/locales\/(\w+)\.json$/.exec(path)?.[1];
      if (language) i18next.addResourceBundle(language, LIVE_NS, bundle, true, true);
    }
  }
  return LIVE_NS;
}
