import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// With the API suite on PostgreSQL, the embedded database keeps its smoke suite (apps/api/vitest.embedded.config.ts).
const embeddedSmoke = process.env.TEST_DATABASE_URL ? ['apps/api/vitest.embedded.config.ts'] : [];

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/web/vitest.mocking.config.ts',
      'apps/web/vitest.guest.config.ts',
      ...embeddedSmoke,
    ],
    // Vitest's default leaves a core idle (one worker on two cores); API files mostly wait on the database.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
