import { describe, expect, it } from 'vitest';
import { CANNED_COMMENT_KEYS, CANNED_COMMENTS } from '@opentip/shared/schemas/tips.schema';
import { describeFeatureLocales, flattenLocale, type LocaleTree } from '@test/feature-locales';
import en from './locales/en.json';

describeFeatureLocales({
  name: 'reviews',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
});

describe('reviews translations', () => {
  it('says the canned comments in English exactly as givers chose them', () => {
    const english = flattenLocale(en as LocaleTree);
    for (const key of CANNED_COMMENT_KEYS) expect(english.get(`canned.${key}`)).toBe(CANNED_COMMENTS[key]);
  });
});
