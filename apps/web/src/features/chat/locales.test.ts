import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'chat',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  // Only placeholders, and the word many languages borrow.
  sameEverywhere: ['composer.count'],
  sameIn: { es: ['title'], it: ['title'], de: ['title'], fr: ['list.label', 'composer.label'] },
});
