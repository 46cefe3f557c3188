import { defineConfig } from 'vitest/config';

// Tests that need a server beyond PostgreSQL join only when it is given (CI gives Redis).
const needsRedis = [
  'test/rate-limit-redis.test.ts',
  'src/modules/live/redis-live-bus.test.ts',
  'src/modules/live/live-instances.test.ts',
  'src/modules/live/live-instances-jobs.test.ts',
];

// Tests that need a second connection to the database at the same moment (PGlite has one).
const needsPostgres = ['src/modules/transactions/settle-in-one-statement.test.ts'];

/**
 * The API tests: on TEST_DATABASE_URL's PostgreSQL when it is set (CI), else each file on an
 * in-memory PGlite. Files share their worker's loaded modules (isolate: false): every file builds
 * its own app on its own database, and loading the app's modules once per worker instead of once
 * per file is most of the suite's time.
 */
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [
      ...(process.env.TEST_REDIS_URL ? [] : needsRedis),
      ...(process.env.TEST_DATABASE_URL ? [] : needsPostgres),
    ],
    globalSetup: ['test/template-database.ts'],
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
