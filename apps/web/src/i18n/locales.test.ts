import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@opentip/shared/messages';
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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en as Tree);
const required = new Set([...english.keys(), ...Object.keys(MESSAGES).map((k) => `messages.${k}`)]);

/** Words that really are the same as in English: brand names, codes, loan words. */
const SAME_EVERYWHERE = [
  'messages.ok',
  'screens.stripe',
  'nav.chat',
  'screens.chat',
  'occupations.caddie',
  'payments.card.cvc',
];
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  fr: [
    'occupations.concierge',
    'nav.notifications',
    'screens.notifications',
    'contact.message',
    'screens.feedback',
  ],
  es: ['onboarding.types.individual'],
  it: [
    'occupations.concierge',
    'nav.account',
    'auth.fields.email',
    'auth.fields.password',
    'screens.feedback',
  ],
  de: ['occupations.concierge', 'onboarding.types.team', 'screens.feedback', 'roles.admin', 'account.team'],
  ar: [],
};
const sameAllowed = (lang: string, key: string) =>
  SAME_EVERYWHERE.includes(key) || (SAME_AS_ENGLISH[lang] ?? []).includes(key);

describe('locales', () => {
  it('has a file for every language of SPEC 1', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((l) => `./locales/${l}.json`).sort());
  });

  it('keeps the English messages exactly as the API writes them', () => {
    for (const [key, text] of Object.entries(MESSAGES))
      expect(english.get(`messages.${key}`), key).toBe(text);
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (lang) => {
    const strings = flatten(locales[`./locales/${lang}.json`] ?? {});

    it('has every key of en.json and of MESSAGES', () => {
      const missing = [...required].filter((key) => !strings.get(key)?.trim());
      expect(missing).toEqual([]);
    });

    it('has no key that English lacks', () => {
      expect([...strings.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it('keeps the {{placeholders}} of the English text', () => {
      const wrong = [...english].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(strings.get(key) ?? '').join(),
      );
      expect(wrong.map(([key]) => key)).toEqual([]);
    });

    it('is translated, not copied from English', () => {
      const copied = [...english].filter(
        ([key, text]) => strings.get(key) === text && /[a-z]{3}/i.test(text) && !sameAllowed(lang, key),
      );
      expect(copied.map(([key]) => key)).toEqual([]);
    });
  });
});
