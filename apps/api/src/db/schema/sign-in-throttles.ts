import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-in attempts per scope (an account and an address together, an address, an account),
 * for the back-off of modules/auth/sign-in-throttle.service.ts. The key is a SHA-256 of the scope,
 * so the table holds no e-mail address or IP, and typed addresses without an account count the same.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_throttles_last_failure_idx').on(t.lastFailureAt)],
);
