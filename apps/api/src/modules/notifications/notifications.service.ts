import { and, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
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

export async function unreadCount(db: Db, userId: string): Promise<number> {
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

/** Notifications a live socket replays at most on resume; older ones are read through GET /notifications. */
export const NOTIFICATIONS_RESUME_MAX = 100;

/**
 * The person's notifications newer than the one named, oldest first, in the order of
 * GET /notifications (time, then id): what a reconnecting socket missed. The newest 100 at most.
 */
export async function notificationsAfter(db: Db, options: { userId: string; afterId: string }) {
  const { userId, afterId } = options;
  const [after] = await db
    .select({ createdAt: notifications.createdAt, id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, afterId)));
  if (!after) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        or(
          gt(notifications.createdAt, after.createdAt),
          and(eq(notifications.createdAt, after.createdAt), gt(notifications.id, after.id)),
        ),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_RESUME_MAX);
  return rows.reverse().map(presentNotification);
}

/** The person's own notifications among the ids given, oldest first. */
export async function notificationsByIds(db: Db, options: { userId: string; ids: string[] }) {
  if (options.ids.length === 0) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, options.userId), inArray(notifications.id, options.ids)))
    .orderBy(notifications.createdAt, notifications.id);
  return rows.map(presentNotification);
}
