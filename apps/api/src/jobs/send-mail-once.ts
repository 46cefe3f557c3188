import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sentMails } from '../db/schema/mail.ts';
import type { Mailer, MailMessage } from '../integrations/mail/mailer.ts';

/**
 * The `mail-send` job. A mail with a key goes out once however often its job runs: it is skipped
 * when already sent, and marked sent the moment the mail server accepted it. Only a crash between
 * those two can send it again, and then with the same Message-ID, which a mailbox shows once.
 */
export async function sendMailOnce(
  deps: { db: Db; mailer: Mailer; mailDomain: string },
  message: MailMessage & { key?: string },
): Promise<void> {
  const { key, ...mail } = message;
  if (!key) return deps.mailer.send(mail);
  const [sent] = await deps.db.select().from(sentMails).where(eq(sentMails.key, key));
  if (sent) return;
  await deps.mailer.send({ ...mail, messageId: `<${key.replaceAll(/[^\w.-]/g, '.')}@${deps.mailDomain}>` });
  await deps.db.insert(sentMails).values({ key }).onConflictDoNothing();
}
