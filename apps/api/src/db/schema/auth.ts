import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Bearer tokens: only a SHA-256 of the token is kept, so a database leak reveals no session. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_key').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One-time codes (email verification, password reset), the short-lived reset grant that a
 * verified reset code turns into, and the sign-up grant that lets a verified sign-up start a session. Stored hashed; single use; a new code of a purpose replaces the old.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', {
      enum: [
        'verifyEmail',
        'resetPassword',
        'resetGrant',
        'signUpGrant',
        'adminSetPassword',
        'adminSecondFactor',
      ],
    }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Mail kept when no SMTP server is configured: the development mailbox. */
export const devMailbox = pgTable('dev_mailbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
