// Test helpers of this feature (not part of the app bundle: only tests import this file).
import type { NotificationItem } from '@opentip/shared/schemas/notifications.schema';
import type { SessionUser } from '@opentip/shared/schemas/user.schema';
import { json, renderScreens, type FetchHandler } from '@test/render-app';
import NotificationsPage from './notifications-page';

export function renderNotifications(options: { user: SessionUser; handler?: FetchHandler }) {
  return renderScreens('/notifications', {
    ...options,
    screens: { '/notifications': <NotificationsPage /> },
  });
}

export const ok = (data: unknown, message = 'OK') => json(200, { success: true, message, data });

let serial = 0;

export function makeNotification(
  type: string,
  data: Record<string, unknown>,
  overrides: Partial<NotificationItem> = {},
): NotificationItem {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    type: type as NotificationItem['type'],
    data,
    read: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export const notificationsPage = (threads: NotificationItem[]) =>
  ok({
    threads,
    unreadCount: threads.filter((n) => !n.read).length,
    page: 1,
    pageSize: 30,
    hasMore: false,
  });
