import { useNotificationsQuery } from './notifications-cache';
import { useThreadsQuery } from './use-threads.query';

/** The menu's badges: unread messages over the first page of threads, and unread notifications. */
export function useUnreadCounts(): { chat: number; notifications: number } {
  const threads = useThreadsQuery('all');
  const notifications = useNotificationsQuery();
  return {
    chat: threads.data?.threads.reduce((sum, thread) => sum + thread.unreadCount, 0) ?? 0,
    notifications: notifications.data?.unreadCount ?? 0,
  };
}
