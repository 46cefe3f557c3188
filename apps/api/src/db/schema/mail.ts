import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mails that went out, by what they were about (`receipt:<tipId>`): a job run again after its mail
 * left (a crash before the queue heard it finished) does not send it twice.
 */
export const sentMails = pgTable('sent_mails', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
