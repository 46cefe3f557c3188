import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'teams',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  sameIn: { de: ['role.admin'] },
});
