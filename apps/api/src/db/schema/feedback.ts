import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tips } from './payments.ts';
import { users } from './users.ts';

/** A giver's rating of one tip's receiver: one per tip, counted in the receiver's rating. */
export const tipFeedback = pgTable(
  'tip_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipId: uuid('tip_id')
      .notNull()
      .references(() => tips.id),
    receiverUserId: uuid('receiver_user_id')
      .notNull()
      .references(() => users.id),
    rating: smallint('rating').notNull(),
    cannedComments: jsonb('canned_comments').$type<string[]>().notNull().default([]),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tip_feedback_tip_key').on(t.tipId),
    index('tip_feedback_receiver_idx').on(t.receiverUserId),
    check('tip_feedback_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export type TipFeedbackRow = typeof tipFeedback.$inferSelect;
