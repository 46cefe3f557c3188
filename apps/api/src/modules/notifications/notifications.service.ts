import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type MarkReadBody,
  type NotificationItem,
} from '@opentip/shared/schemas/notifications.schema';
import type { Db } from '../../db/client.ts';
import { notifications, type NotificationRow } from '../../db/schema/notifications.ts';

export function presentNotification(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** GET /notifications: the caller's own, newest first (ties by id), with the unread count. */
export async function listNotifications(db: Db, options: { userId: string; page: number }) {
  const { userId, page } = options;
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE + 1)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  return {
    threads: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(presentNotification),
    unreadCount: await unreadCount(db, userId),
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
    hasMore: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

/** POST /notifications/read: marks the given ones (only the caller's own) or all as read. */
export async function markRead(db: Db, options: { userId: string; body: MarkReadBody; now: Date }) {
  const { userId, body } = options;
  const marked = await db
    .update(notifications)
    .set({ readAt: options.now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        body.all ? undefined : inArray(notifications.id, body.ids ?? []),
      ),
    )
    .returning({ id: notifications.id });
  return { marked: marked.length, unreadCount: await unreadCount(db, userId) };
}
