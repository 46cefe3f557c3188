import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { devMailbox } from '../../db/schema/auth.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** Without SMTP: mail is kept in the database (GET /api/v1/dev/mailbox) and printed to the log. */
export function createDevMailbox(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  return {
    async send(message: MailMessage) {
      await db
        .insert(devMailbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, `development mailbox:\n${message.text}`);
    },
  };
}
