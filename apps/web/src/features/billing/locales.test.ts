import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'billing',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  sameEverywhere: ['plans.eyebrow', 'invoices.periodRange', 'subscribe.promoApplied'],
});
