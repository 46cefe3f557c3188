import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@opentip/shared/schemas/notifications.schema';
import { users } from './users.ts';

export type NotificationType = (typeof NOTIFICATION_KINDS)[number];

/** Something that happened to a person, kept until they read it (and after). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What the screen needs to say it (amounts in minor units with their currency, names, ids). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
