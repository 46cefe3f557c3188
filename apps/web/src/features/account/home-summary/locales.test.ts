import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@opentip/shared/occupations';
import en from './locales/en.json';

type Tree = { [key: string]: string | Tree };

const locales = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const english = flatten(en as Tree);

describe('the home namespace (first screen summary and checklist)', () => {
  it('has a file for every language of SPEC 1', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((l) => `./locales/${l}.json`).sort());
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    const strings = flatten(locales[`./locales/${lang}.json`] ?? {});

    it('has exactly the keys of en.json, each translated with its {{placeholders}}', () => {
      expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      const copied = [...english].filter(([key, text]) => strings.get(key) === text);
      expect(copied.map(([key]) => key)).toEqual([]);
      const wrong = [...english].filter(
        ([key, text]) => placeholders(text) !== placeholders(strings.get(key) ?? ''),
      );
      expect(wrong.map(([key]) => key)).toEqual([]);
    });
  });
});
