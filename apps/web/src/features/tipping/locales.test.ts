import { describe, expect, it } from 'vitest';
import { CANNED_COMMENT_KEYS, CANNED_COMMENTS } from '@opentip/shared/schemas/tips.schema';
import { describeFeatureLocales, flattenLocale, type LocaleTree } from '@test/feature-locales';
import en from './locales/en.json';

describeFeatureLocales({
  name: 'tipping',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  // Brand and payment names, and short codes, read the same in every language.
  sameEverywhere: ['paymentType.applePay', 'paymentType.googlePay', 'paymentType.paypal'],
  // Words that happen to be spelled as in English ("mobile money" is the word in French- and Italian-speaking markets too).
  sameIn: {
    fr: ['summary.date', 'feedback.scale.5', 'paymentType.mobileMoney'],
    de: ['details.optional'],
    it: ['paymentType.mobileMoney'],
  },
});

describe('tipping translations', () => {
  it('says the canned comments in English exactly as the API keeps them', () => {
    const english = flattenLocale(en as LocaleTree);
    for (const key of CANNED_COMMENT_KEYS) expect(english.get(`canned.${key}`)).toBe(CANNED_COMMENTS[key]);
  });
});
