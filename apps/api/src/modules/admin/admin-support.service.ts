import { count, desc, eq } from 'drizzle-orm';
import type { AdminSupportReplyBody } from '@opentip/shared/schemas/admin.schema';
import { ADMIN_PAGE_SIZE } from '@opentip/shared/schemas/admin.schema';
import type { Db } from '../../db/client.ts';
import { supportReplies, supportRequests, SUPPORT_STATUSES } from '../../db/schema/support.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { pageOf } from './admin-lists.ts';
import { recordAdminAction } from './audit-log.ts';

type SupportStatus = (typeof SUPPORT_STATUSES)[number];
type RequestRow = typeof supportRequests.$inferSelect;
type ReplyRow = typeof supportReplies.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentRequest = (row: RequestRow) => ({
  id: row.id,
  userId: row.userId,
  name: row.name,
  email: row.email,
  message: row.message,
  status: row.status,
  mailedAt: iso(row.mailedAt),
  createdAt: row.createdAt.toISOString(),
});

const presentReply = (row: ReplyRow) => ({
  id: row.id,
  adminUserId: row.adminUserId,
  body: row.body,
  mailedAt: iso(row.mailedAt),
  createdAt: row.createdAt.toISOString(),
});

/** The contact-us inbox, newest first. */
export async function listSupportRequests(db: Db, options: { status?: SupportStatus; page: number }) {
  const where = options.status ? eq(supportRequests.status, options.status) : undefined;
  const rows = await db
    .select()
    .from(supportRequests)
    .where(where)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((options.page - 1) * ADMIN_PAGE_SIZE);
  const [totals] = await db.select({ total: count() }).from(supportRequests).where(where);
  return { requests: rows.map(presentRequest), ...pageOf(options.page, totals?.total ?? 0) };
}

async function requireRequest(db: Db, id: string, lock = false): Promise<RequestRow> {
  const query = db.select().from(supportRequests).where(eq(supportRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function getSupportRequest(db: Db, id: string) {
  const request = await requireRequest(db, id);
  const replies = await db
    .select()
    .from(supportReplies)
    .where(eq(supportReplies.requestId, id))
    .orderBy(supportReplies.createdAt, supportReplies.id);
  return { request: presentRequest(request), replies: replies.map(presentReply) };
}

/**
 * Stores the reply, marks the message answered and audits it in one transaction, then mails the
 * sender. A closed message is refused: reopening it is a deliberate step of its own.
 */
export async function replyToSupportRequest(options: {
  db: Db;
  mailer: Mailer;
  now: Date;
  adminUserId: string;
  requestId: string;
  body: AdminSupportReplyBody;
}) {
  const { db, now } = options;
  const { request, reply } = await db.transaction(async (tx) => {
    const before = await requireRequest(tx, options.requestId, true);
    if (before.status === 'closed') throw conflict('supportRequestClosed', 'SUPPORT_REQUEST_CLOSED');
    const [stored] = await tx
      .insert(supportReplies)
      .values({
        requestId: before.id,
        adminUserId: options.adminUserId,
        body: options.body.body,
        createdAt: now,
      })
      .returning();
    if (!stored) throw new Error('support reply not stored');
    const [after] = await tx
      .update(supportRequests)
      .set({ status: 'answered' })
      .where(eq(supportRequests.id, before.id))
      .returning();
    if (!after) throw new Error('support request vanished');
    await recordAdminAction(tx, {
      adminUserId: options.adminUserId,
      action: 'support.reply',
      targetType: 'support',
      targetId: before.id,
      before: { status: before.status },
      after: { status: after.status, replyId: stored.id },
      at: now,
    });
    return { request: after, reply: stored };
  });
  await options.mailer.send({
    to: request.email,
    subject: 'Re: your message to OpenTip',
    text: [
      `Hello ${request.name},`,
      '',
      reply.body,
      '',
      '> ' + request.message.split('\n').join('\n> '),
    ].join('\n'),
  });
  const [mailed] = await db
    .update(supportReplies)
    .set({ mailedAt: now })
    .where(eq(supportReplies.id, reply.id))
    .returning();
  return { request: presentRequest(request), reply: presentReply(mailed ?? reply) };
}

export async function setSupportStatus(options: {
  db: Db;
  now: Date;
  adminUserId: string;
  requestId: string;
  status: SupportStatus;
}) {
  return options.db.transaction(async (tx) => {
    const before = await requireRequest(tx, options.requestId, true);
    const [after] = await tx
      .update(supportRequests)
      .set({ status: options.status })
      .where(eq(supportRequests.id, before.id))
      .returning();
    if (!after) throw new Error('support request vanished');
    await recordAdminAction(tx, {
      adminUserId: options.adminUserId,
      action: 'support.setStatus',
      targetType: 'support',
      targetId: before.id,
      before: { status: before.status },
      after: { status: after.status },
      at: options.now,
    });
    return { request: presentRequest(after) };
  });
}
