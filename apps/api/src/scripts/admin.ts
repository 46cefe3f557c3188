/**
 * Platform administrator commands on the configured database, e.g.
 * `npm run admin -- create someone@example.com` or `npm run admin -- chat off someone@example.com`.
 */
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openCommandDatabase } from './command-database.ts';
import { createDevMailbox } from '../integrations/mail/dev-mailbox.ts';
import { createSmtpMailer } from '../integrations/mail/smtp-mailer.ts';
import { runAdminCommand } from './admin-command.ts';

const config = loadConfig();
const database = await openCommandDatabase(config);
// Without SMTP the link lands in the development mailbox, as the server's own mail does.
const mailer = config.SMTP_URL
  ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
  : createDevMailbox(database.db, pino({ level: config.LOG_LEVEL }));
try {
  const { code, output } = await runAdminCommand(database.db, process.argv.slice(2), new Date(), {
    mailer,
    publicUrl: config.PUBLIC_URL,
  });
  (code === 0 ? console.log : console.error)(output);
  process.exitCode = code;
} finally {
  await database.close();
}
