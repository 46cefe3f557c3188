import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@opentip/shared/occupations';
import { guestResources, guestStrings } from '../guest-strings';
import { setGuestStrings, translate } from './lite-translator';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 102];

/** Sample values for every {{variable}} of a text, so each one shows up in the result. */
function samplesFor(texts: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const text of texts)
    for (const [, name] of text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g))
      if (name && name !== 'count') values[name] = `«${name}»`;
  return values;
}

describe('the guest page translations match i18next', () => {
  it.each(LANGUAGES)(
    'gives the same text as i18next for every string the page ships in %s',
    async (language) => {
      const i18n = createInstance();
      await i18n.init({
        lng: language,
        fallbackLng: 'en',
        resources: { en: guestResources('en'), [language]: guestResources(language) },
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      const strings = guestStrings(language);
      setGuestStrings(language, strings);
      // One check per key: plural keys once per base key, asked with several counts.
      const keys = new Map<string, string[]>();
      for (const [full, text] of Object.entries(strings)) {
        const base = full.replace(PLURAL, '');
        keys.set(base, [...(keys.get(base) ?? []), text]);
      }
      expect(keys.size).toBeGreaterThan(100);
      for (const [full, texts] of keys) {
        const [ns = '', key = ''] = full.split(/:(.*)/s);
        const values = samplesFor(texts);
        const counted = texts.length > 1 || texts.some((text) => text.includes('{{count}}'));
        const counts = counted ? COUNTS : [undefined];
        for (const count of counts) {
          const options = count === undefined ? values : { ...values, count };
          expect(translate(key, { ...options, ns }), `${language} ${full} ${count ?? ''}`).toBe(
            i18n.t(key, { ...options, ns }),
          );
        }
      }
    },
  );
});
