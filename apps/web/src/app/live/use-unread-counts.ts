import { useNotificationsQuery } from './notifications-cache';
import { useThreadsQuery } from './use-threads.query';

/**
 * The menu's badges, each from the list it counts: unread messages over the first page of threads
 * (shown in Chat), and GET /notifications' unread count (the rows of /notifications). A message is
 * never a notification: the notifications page counts and lists the same things.
 */
export function useUnreadCounts(): { chat: number; notifications: number } {
  const threads = useThreadsQuery('all');
  const notifications = useNotificationsQuery();
  return {
    chat: threads.data?.threads.reduce((sum, thread) => sum + thread.unreadCount, 0) ?? 0,
    notifications: notifications.data?.unreadCount ?? 0,
  };
}
