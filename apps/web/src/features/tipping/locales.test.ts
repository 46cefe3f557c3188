import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@opentip/shared/occupations';
import { CANNED_COMMENT_KEYS, CANNED_COMMENTS } from '@opentip/shared/schemas/tips.schema';
import { flattenLocale, type LocaleTree } from '@test/feature-locales';
import en from './locales/en.json';

type Tree = LocaleTree;

const files = import.meta.glob<Tree>('./locales/*.json', { eager: true, import: 'default' });

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();
const english = flattenLocale(en as Tree);

/** Brand and payment names, and short codes, read the same in every language. */
const SAME_EVERYWHERE = new Set([
  'paymentType.applePay',
  'paymentType.googlePay',
  'card.cvc',
  'card.monthPlaceholder',
]);
/** Words that happen to be spelled as in English. */
const SAME_IN: Record<string, readonly string[]> = {
  fr: ['summary.date', 'feedback.scale.5'],
  de: ['details.optional'],
};
const sameAsEnglish = (lang: string, key: string) =>
  SAME_EVERYWHERE.has(key) || (SAME_IN[lang] ?? []).includes(key);

describe('tipping translations', () => {
  it('has a file for each of the six languages', () => {
    expect(Object.keys(files).sort()).toEqual(LANGUAGES.map((l) => `./locales/${l}.json`).sort());
  });

  it('says the canned comments in English exactly as the API keeps them', () => {
    for (const key of CANNED_COMMENT_KEYS) expect(english.get(`canned.${key}`)).toBe(CANNED_COMMENTS[key]);
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    const strings = flattenLocale(files[`./locales/${lang}.json`] ?? {});

    it('has every key of en.json, not empty', () => {
      expect([...english.keys()].filter((key) => !strings.get(key)?.trim())).toEqual([]);
    });

    it('has no key English lacks', () => {
      expect([...strings.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('keeps the {{placeholders}}', () => {
      const wrong = [...english].filter(
        ([key, text]) => placeholders(text) !== placeholders(strings.get(key) ?? ''),
      );
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it('is translated, not copied', () => {
      const copied = [...english].filter(
        ([key, text]) => strings.get(key) === text && /[a-z]{3}/i.test(text) && !sameAsEnglish(lang, key),
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  });
});
