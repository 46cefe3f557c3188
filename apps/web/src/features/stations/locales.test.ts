import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'stations',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
});
