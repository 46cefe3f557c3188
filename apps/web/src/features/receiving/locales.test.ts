import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'receiving',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  sameEverywhere: [
    'payout.providers.stripe',
    'payout.providers.paypal',
    'payout.providers.flutterwave',
    'list.paymentTypes.applePay',
    'list.paymentTypes.googlePay',
  ],
  sameIn: {
    fr: [
      'figures.total',
      'list.title',
      'detail.date',
      'detail.words',
      'flutterwave.kinds.mobileMoney',
      'withdraw.minimum',
    ],
    it: ['flutterwave.kinds.mobileMoney'],
    es: ['figures.total'],
    de: ['detail.button', 'flutterwave.bank'],
  },
});
