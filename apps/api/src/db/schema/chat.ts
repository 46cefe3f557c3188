import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { teams } from './businesses.ts';
import { tips } from './payments.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const seq = (name: string) => bigint(name, { mode: 'number' });

/**
 * One conversation between two people (the pair is stored in id order, so there is one per pair).
 * `lastSeq` numbers the room's messages; sending takes this row's lock, so a room's messages are
 * numbered without gaps in the order they commit and `after=<seq>` resumes without missing any.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLowId: uuid('user_low_id')
      .notNull()
      .references(() => users.id),
    userHighId: uuid('user_high_id')
      .notNull()
      .references(() => users.id),
    /** Who opened it: "sent" for them, "received" for the other person. */
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id),
    /** What joins them: the tip it was opened from, or the team they share. */
    tipId: uuid('tip_id').references(() => tips.id),
    teamId: uuid('team_id').references(() => teams.id),
    lastSeq: seq('last_seq').notNull().default(0),
    lowReadSeq: seq('low_read_seq').notNull().default(0),
    highReadSeq: seq('high_read_seq').notNull().default(0),
    /** The last message's time, or the opening's: the thread list's order. */
    activityAt: at('activity_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_threads_pair_key').on(t.userLowId, t.userHighId),
    index('chat_threads_low_activity_idx').on(t.userLowId, t.activityAt.desc(), t.id.desc()),
    index('chat_threads_high_activity_idx').on(t.userHighId, t.activityAt.desc(), t.id.desc()),
    check('chat_threads_pair_order', sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/** A message, stored as the text typed (never interpreted as markup). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id),
    seq: seq('seq').notNull(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    /** The sender's own id for the message: a retry with the same one is stored once. */
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_thread_seq_key').on(t.threadId, t.seq),
    uniqueIndex('chat_messages_client_key').on(t.threadId, t.senderId, t.clientId),
    index('chat_messages_sender_time_idx').on(t.senderId, t.createdAt),
  ],
);

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
