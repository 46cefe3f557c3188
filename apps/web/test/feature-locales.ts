import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@opentip/shared/occupations';

export type LocaleTree = { [key: string]: string | LocaleTree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenLocale(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const baseOf = (key: string) => key.replace(PLURAL, '_other');
const withoutCount = (list: string) =>
  list
    .split(',')
    .filter((name) => name !== 'count')
    .join();

export interface FeatureLocales {
  /** The namespace's name, for the test titles. */
  name: string;
  /** `import.meta.glob('./locales/*.json', { eager: true, import: 'default' })` of the feature. */
  files: Record<string, LocaleTree>;
  /** Brand and product names that read the same in every language. */
  sameEverywhere?: readonly string[];
  /** Words a language really shares with English, by language. */
  sameIn?: Partial<Record<string, readonly string[]>>;
}

/**
 * The checks every feature namespace passes: a file per SPEC 1 language, every English key
 * translated (plurals in the language's own forms), no stray keys, the same {{placeholders}}.
 */
export function describeFeatureLocales({ name, files, sameEverywhere = [], sameIn = {} }: FeatureLocales) {
  const english = flattenLocale(files['./locales/en.json'] ?? {});

  function requiredKeys(lang: string): string[] {
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    const keys = new Set<string>();
    for (const key of english.keys()) {
      if (!PLURAL.test(key)) keys.add(key);
      else for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
    }
    return [...keys];
  }

  describe(`the ${name} namespace`, () => {
    it('has a file for every language of SPEC 1', () => {
      expect(Object.keys(files).sort()).toEqual(LANGUAGES.map((l) => `./locales/${l}.json`).sort());
    });

    describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
      const strings = flattenLocale(files[`./locales/${lang}.json`] ?? {});

      it('has every key of en.json, with plurals in its own forms', () => {
        expect(requiredKeys(lang).filter((key) => !strings.get(key)?.trim())).toEqual([]);
      });

      it('has no key that English lacks', () => {
        expect([...strings.keys()].filter((key) => !english.has(baseOf(key)) && !english.has(key))).toEqual(
          [],
        );
      });

      it('keeps the {{placeholders}} of the English text', () => {
        const wrong = [...strings].filter(([key, text]) => {
          const source = english.get(key) ?? english.get(baseOf(key)) ?? '';
          // A plural form may say "one" in words instead of {{count}}.
          return (
            placeholders(text) !== placeholders(source) &&
            placeholders(text) !== withoutCount(placeholders(source))
          );
        });
        expect(wrong.map(([key]) => key)).toEqual([]);
      });

      it('is translated, not copied from English', () => {
        const copied = [...english].filter(
          ([key, text]) =>
            strings.get(key) === text &&
            /[a-z]{4}/i.test(text) &&
            !sameEverywhere.includes(key) &&
            !sameIn[lang]?.includes(key),
        );
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    });
  });
}
