import { useQuery, type QueryClient } from '@tanstack/react-query';
import { notificationsData, type NotificationItem } from '@opentip/shared/schemas/notifications.schema';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client';
import { useAppSession } from '../session/use-session';

export type NotificationList = z.infer<typeof notificationsData>;

export const notificationKeys = { list: ['notifications', 'list'] as const };

export async function fetchNotifications(): Promise<NotificationList> {
  const { data } = await apiRequest('/notifications?page=1', { schema: notificationsData });
  return data;
}

/**
 * GET /notifications?page=1: the menu's unread count and the /notifications list. SPEC 4: what is
 * fetched replaces the stored list (the query's data), it is never merged into it.
 */
export function useNotificationsQuery() {
  const signedIn = useAppSession() !== null;
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: fetchNotifications,
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/** A live notification on top of the list, once; answers whether it was new to this screen. */
export function applyNotification(
  queryClient: QueryClient,
  notification: NotificationItem,
  unreadCount: number,
): boolean {
  const list = queryClient.getQueryData<NotificationList>(notificationKeys.list);
  // A list on its way may have been read before this one was committed: read it again.
  if (queryClient.isFetching({ queryKey: notificationKeys.list }) > 0)
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
  if (!list) return true;
  if (list.threads.some((item) => item.id === notification.id)) return false;
  queryClient.setQueryData<NotificationList>(notificationKeys.list, {
    ...list,
    threads: [notification, ...list.threads],
    unreadCount,
  });
  return true;
}

/** The given ones (or all) shown read, with the server's count when it is known. */
export function markReadInCache(
  queryClient: QueryClient,
  ids: readonly string[] | 'all',
  unreadCount?: number,
): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => {
    if (!list) return list;
    const isMarked = (item: NotificationItem) => ids === 'all' || ids.includes(item.id);
    const threads = list.threads.map((item) =>
      isMarked(item) && !item.read ? { ...item, read: true } : item,
    );
    const newlyRead = list.threads.filter((item) => isMarked(item) && !item.read).length;
    return { ...list, threads, unreadCount: unreadCount ?? Math.max(0, list.unreadCount - newlyRead) };
  });
}

/** The newest notification kept: a reconnecting socket asks for the ones after it. */
export function newestNotificationId(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<NotificationList>(notificationKeys.list)?.threads[0]?.id;
}
