import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const SUPPORT_STATUSES = ['new', 'answered', 'closed'] as const;
import { users } from './users.ts';

/** Contact us messages: kept first, then mailed to support, so none is lost when mail is down. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Where the administrators' inbox has it: new, answered (a reply was mailed), closed. */
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt)],
);

/** An administrator's answer to a contact-us message, mailed to its sender. */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id),
    adminUserId: uuid('admin_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_request_idx').on(t.requestId, t.createdAt)],
);
