import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'receiving',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  sameEverywhere: ['payout.providers.stripe', 'list.paymentTypes.applePay', 'list.paymentTypes.googlePay'],
  sameIn: {
    fr: ['figures.total', 'list.title', 'detail.date', 'detail.words'],
    es: ['figures.total'],
    de: ['detail.button'],
  },
});
