import { defineConfig } from 'vitest/config';

// Tests that need a server beyond PostgreSQL join only when it is given (CI gives Redis).
const needsRedis = [
  'test/rate-limit-redis.test.ts',
  'src/modules/live/redis-live-bus.test.ts',
  'src/modules/live/live-instances.test.ts',
  'src/modules/live/live-instances-jobs.test.ts',
];

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: process.env.TEST_REDIS_URL ? [] : needsRedis,
    globalSetup: ['test/template-database.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
