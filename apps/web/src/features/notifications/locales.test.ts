import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'notifications',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  sameIn: { fr: ['title'] },
});
