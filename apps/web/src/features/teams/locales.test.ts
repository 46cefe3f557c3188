import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@opentip/shared/occupations';
import en from './locales/en.json';

type Tree = { [key: string]: string | Tree };

const locales = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Keys a language needs: plain keys as in English, plural keys in that language's own forms. */
function requiredKeys(lang: string): string[] {
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of flatten(en as Tree).keys()) {
    if (!PLURAL.test(key)) keys.add(key);
    else for (const form of forms) keys.add(key.replace(PLURAL, `_${form}`));
  }
  return [...keys];
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const english = flatten(en as Tree);
const baseOf = (key: string) => key.replace(PLURAL, '_other');
/** Brand and product names read the same everywhere. */
const SAME_EVERYWHERE = new Set<string>([]);
/** Words a language shares with English. */
const SAME_IN: Record<string, readonly string[]> = {
  de: ['role.admin'],
};

describe('the teams namespace', () => {
  it('has a file for every language of SPEC 1', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((l) => `./locales/${l}.json`).sort());
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    const strings = flatten(locales[`./locales/${lang}.json`] ?? {});

    it('has every key of en.json, with plurals in its own forms', () => {
      expect(requiredKeys(lang).filter((key) => !strings.get(key)?.trim())).toEqual([]);
    });

    it('has no key that English lacks', () => {
      expect([...strings.keys()].filter((key) => !english.has(baseOf(key)) && !english.has(key))).toEqual([]);
    });

    it('keeps the {{placeholders}} of the English text', () => {
      const wrong = [...strings].filter(([key, text]) => {
        const source = english.get(key) ?? english.get(baseOf(key)) ?? '';
        // A plural form may say "one" in words instead of {{count}}.
        return (
          placeholders(text) !== placeholders(source) &&
          placeholders(text) !== placeholders(source).replace(/count,?/, '')
        );
      });
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it('is translated, not copied from English', () => {
      const copied = [...english].filter(
        ([key, text]) =>
          strings.get(key) === text &&
          /[a-z]{4}/i.test(text) &&
          !SAME_EVERYWHERE.has(key) &&
          !SAME_IN[lang]?.includes(key),
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  });
});
