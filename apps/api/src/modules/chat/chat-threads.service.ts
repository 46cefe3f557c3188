import { aliasedTable, and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import {
  CHAT_THREADS_PAGE_SIZE,
  type ChatThread,
  type OpenThreadBody,
  type ThreadListQuery,
} from '@opentip/shared/schemas/chat.schema';
import type { Db } from '../../db/client.ts';
import { chatMessages, chatThreads, type ChatThreadRow } from '../../db/schema/chat.ts';
import { tips } from '../../db/schema/payments.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { assertMayChat, chatNotAllowed, orderedPair, teamBetween, tipBetween } from './chat-access.ts';
import { presentThread } from './chat.presenter.ts';

const tipNotFound = () => notFound('transactionNotFound', 'TRANSACTION_NOT_FOUND');

/** The other person of a tip the caller gave or received, and the tip. */
async function personOfTip(db: Db, caller: UserRow, transactionId: string) {
  const [tip] = await db.select().from(tips).where(eq(tips.id, transactionId));
  if (!tip || (tip.giverUserId !== caller.id && tip.receiverUserId !== caller.id)) throw tipNotFound();
  const otherId = tip.giverUserId === caller.id ? tip.receiverUserId : tip.giverUserId;
  // A guest's tip joins the receiver to nobody they could write to.
  if (tip.status !== 'succeeded' || !otherId) throw chatNotAllowed();
  return { otherId, tipId: tip.id };
}

/** What joins the two: the tip named, else a paid tip between them, else a team they share. */
async function linkOf(db: Db, callerId: string, otherId: string, tipId: string | null) {
  if (tipId) return { tipId, teamId: null };
  const tip = await tipBetween(db, callerId, otherId);
  if (tip) return { tipId: tip, teamId: null };
  const team = await teamBetween(db, callerId, otherId);
  if (team) return { tipId: null, teamId: team };
  throw chatNotAllowed();
}

/** One thread in the caller's words: the other person, the last message, what is unread. */
async function threadView(db: Db, thread: ChatThreadRow, callerId: string): Promise<ChatThread> {
  const [page] = await threadRows(db, { callerId, threadId: thread.id, limit: 1, offset: 0 });
  if (!page) throw new Error(`thread ${thread.id} vanished`);
  return page;
}

/**
 * POST /user/chat/thread: opens the thread of the caller and another person, or answers the one
 * they already have. Who may talk to whom is written in docs/conversations.md.
 */
export async function openThread(
  db: Db,
  options: { caller: UserRow; body: OpenThreadBody; now: Date },
): Promise<ChatThread> {
  const { caller, body, now } = options;
  assertMayChat(caller);
  const fromTip = body.transactionId ? await personOfTip(db, caller, body.transactionId) : null;
  if (fromTip && body.userId && body.userId !== fromTip.otherId)
    throw badRequest('invalidRequest', 'CHAT_PERSON_MISMATCH');
  const otherId = fromTip?.otherId ?? body.userId ?? '';
  if (otherId === caller.id) throw badRequest('chatWithYourself', 'CHAT_WITH_YOURSELF');
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, otherId), isNull(users.deletedAt)));
  if (!other) throw notFound('userNotFound', 'USER_NOT_FOUND');
  const pair = orderedPair(caller.id, other.id);
  const samePair = and(
    eq(chatThreads.userLowId, pair.userLowId),
    eq(chatThreads.userHighId, pair.userHighId),
  );
  const [existing] = await db.select().from(chatThreads).where(samePair);
  if (existing) return threadView(db, existing, caller.id);
  const link = await linkOf(db, caller.id, other.id, fromTip?.tipId ?? null);
  await db
    .insert(chatThreads)
    .values({ ...pair, startedBy: caller.id, ...link, activityAt: now, createdAt: now })
    .onConflictDoNothing();
  // Whoever won a race to open it, both callers now answer the same thread.
  const [thread] = await db.select().from(chatThreads).where(samePair);
  if (!thread) throw new Error('chat thread not stored');
  return threadView(db, thread, caller.id);
}

/** The caller's threads, newest activity first (ties by id, so pages never overlap). */
async function threadRows(
  db: Db,
  options: {
    callerId: string;
    threadId?: string;
    filter?: ThreadListQuery['filter'];
    limit: number;
    offset: number;
  },
): Promise<ChatThread[]> {
  const { callerId } = options;
  const other = aliasedTable(users, 'other_user');
  const last = aliasedTable(chatMessages, 'last_message');
  const mineIsLow = eq(chatThreads.userLowId, callerId);
  const myReadSeq = sql`case when ${mineIsLow} then ${chatThreads.lowReadSeq} else ${chatThreads.highReadSeq} end`;
  const unread = sql<number>`(select count(*)::int from ${chatMessages}
    where ${chatMessages.threadId} = ${chatThreads.id} and ${chatMessages.senderId} <> ${callerId}
    and ${chatMessages.seq} > ${myReadSeq})`;
  const rows = await db
    .select({ thread: chatThreads, other, last, unread })
    .from(chatThreads)
    .innerJoin(
      other,
      eq(
        other.id,
        sql`case when ${mineIsLow} then ${chatThreads.userHighId} else ${chatThreads.userLowId} end`,
      ),
    )
    .leftJoin(last, and(eq(last.threadId, chatThreads.id), eq(last.seq, chatThreads.lastSeq)))
    .where(
      and(
        or(mineIsLow, eq(chatThreads.userHighId, callerId)),
        options.threadId ? eq(chatThreads.id, options.threadId) : undefined,
        options.filter === 'sent' ? eq(chatThreads.startedBy, callerId) : undefined,
        options.filter === 'received' ? ne(chatThreads.startedBy, callerId) : undefined,
      ),
    )
    .orderBy(desc(chatThreads.activityAt), desc(chatThreads.id))
    .limit(options.limit)
    .offset(options.offset);
  return rows.map((r) =>
    presentThread({ thread: r.thread, callerId, other: r.other, lastMessage: r.last, unreadCount: r.unread }),
  );
}

/** GET /user/chat/thread?page=1 (data.threads). */
export async function listThreads(db: Db, options: { caller: UserRow; query: ThreadListQuery }) {
  const { page, filter } = options.query;
  const rows = await threadRows(db, {
    callerId: options.caller.id,
    filter,
    limit: CHAT_THREADS_PAGE_SIZE + 1,
    offset: (page - 1) * CHAT_THREADS_PAGE_SIZE,
  });
  return {
    threads: rows.slice(0, CHAT_THREADS_PAGE_SIZE),
    page,
    pageSize: CHAT_THREADS_PAGE_SIZE,
    hasMore: rows.length > CHAT_THREADS_PAGE_SIZE,
  };
}
