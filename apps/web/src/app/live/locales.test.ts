import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'live',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
});
