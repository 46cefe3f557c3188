import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Wrong one-time codes per account across codes, grants and addresses (an administrator's second
 * factor; a person's e-mail codes), for modules/auth/code-attempts.service.ts: after
 * CODE_ATTEMPTS.maxFailures in one window the account waits until the window ends. The key is a
 * SHA-256 of the scope, so the table holds no e-mail address.
 */
export const codeAttemptWindows = pgTable(
  'code_attempt_windows',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('code_attempt_windows_started_idx').on(t.windowStartedAt)],
);
