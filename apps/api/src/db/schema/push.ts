import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accessTokens } from './auth.ts';
import { users } from './users.ts';

/**
 * A browser that asked to be notified (Web Push). One row per push endpoint: registering an
 * endpoint again moves it to the person and session registering it. Pushes go only while that
 * session lives, so signing out (or a password change) stops them on that device.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    accessTokenId: uuid('access_token_id')
      .notNull()
      .references(() => accessTokens.id),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (base64url) that encrypt each payload (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time the browser registered it: the person's oldest one goes first past the limit. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.registeredAt.desc()),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
