import { describeFeatureLocales, type LocaleTree } from '@test/feature-locales';

describeFeatureLocales({
  name: 'admin',
  files: import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' }),
  // Product and brand names (each console section adds its own here).
  sameEverywhere: [
    'operations.config.redis',
    'operations.config.postgresql',
    'operations.config.push',
    'operations.config.versionsValue',
  ],
  sameIn: {
    fr: [
      'shell.menu',
      'shell.list.page',
      'people.actions',
      'operations.tabs.config',
      'operations.tips.actions',
      'operations.webhooks.actions',
      'operations.jobs.actions',
      'operations.config.versions',
      'operations.config.secrets',
    ],
    es: ['operations.webhooks.error', 'operations.jobs.error'],
    it: ['shell.menu', 'people.account', 'operations.config.database'],
    de: [
      'shell.nav.support',
      'shell.nav.teams',
      'people.types.admin',
      'people.teams',
      'operations.tips.status',
    ],
  },
});
