import { defineConfig } from 'vitest/config';
import api from './vitest.config.ts';

/**
 * When the API suite runs on PostgreSQL (CI), the embedded database keeps a smoke suite of its
 * own, so `npm start`'s defaults stay covered: sign-up and sign-in, a tip and its refund, a payout,
 * a share-out, jobs, the development mailbox, the demo data, the console's lists and the lock that
 * keeps a second process off the embedded files.
 */
export default defineConfig({
  // Spread rather than mergeConfig, which would add these files to the suite's include instead of replacing it.
  test: {
    ...api.test,
    name: 'api-embedded',
    include: [
      'src/db/embedded-lock.test.ts',
      'src/seed.test.ts',
      'src/jobs/pg-boss-queue.test.ts',
      'src/modules/dev/dev.test.ts',
      'src/modules/auth/register.test.ts',
      'src/modules/auth/login.test.ts',
      'src/modules/transactions/create-tip.test.ts',
      'src/modules/transactions/refund-tip.test.ts',
      'src/modules/payouts/payouts.test.ts',
      'src/modules/team-pool/share-out.test.ts',
      'src/modules/chat/chat-messages.test.ts',
      'src/modules/admin/admin-people.test.ts',
      'src/modules/admin/admin-command.test.ts',
      'test/platform.test.ts',
    ],
    exclude: [],
    env: { TEST_DATABASE_URL: '', TEST_REDIS_URL: '' },
  },
});
