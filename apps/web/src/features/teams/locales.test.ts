import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'teams',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  // Only placeholders and units.
  sameEverywhere: ['pool.inputs.percent', 'pool.inputs.hours', 'pool.runs.policy'],
  sameIn: { de: ['role.admin'], fr: ['pool.inputs.role', 'pool.roles.pointsHeading'] },
});
