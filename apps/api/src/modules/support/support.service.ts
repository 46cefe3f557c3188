import { eq } from 'drizzle-orm';
import type { ContactUsBody } from '@opentip/shared/schemas/support.schema';
import type { Db } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/support.ts';
import type { UserRow } from '../../db/schema/users.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';

/**
 * Keeps a Contact us message, then mails it to support with the sender as reply-to. The message
 * is stored before the mail goes out: if mail is down it waits in support_requests (mailed_at
 * empty) and the sender is not asked to write it again.
 */
export async function submitContactRequest(options: {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  now: Date;
  caller: UserRow;
  body: ContactUsBody;
  log: { warn(obj: object, msg: string): void };
}): Promise<{ requestId: string }> {
  const { db, caller, body } = options;
  const [row] = await db
    .insert(supportRequests)
    .values({
      userId: caller.id,
      name: body.name,
      email: body.email,
      message: body.message,
      createdAt: options.now,
    })
    .returning({ id: supportRequests.id });
  if (!row) throw new Error('support request not stored');
  try {
    await options.mailer.send({
      to: options.supportEmail,
      replyTo: body.email,
      subject: `Contact us: ${body.name} (user ${caller.uniqueId})`,
      text: [
        `From: ${body.name} <${body.email}>`,
        `Account: ${caller.username} (unique ID ${caller.uniqueId})`,
        '',
        body.message,
      ].join('\n'),
    });
    await db.update(supportRequests).set({ mailedAt: options.now }).where(eq(supportRequests.id, row.id));
  } catch (error) {
    options.log.warn({ err: error, supportRequestId: row.id }, 'support request kept, mail not sent');
  }
  return { requestId: row.id };
}
