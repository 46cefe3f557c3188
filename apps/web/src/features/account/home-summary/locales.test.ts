import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'home (first screen summary and checklist)',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  sameIn: { de: ['shift.station'] },
});
