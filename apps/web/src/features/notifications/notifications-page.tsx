import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@opentip/shared/schemas/notifications.schema';
import { useNotificationsQuery } from '@/app/live/notifications-cache';
import { useUnreadCounts } from '@/app/live/use-unread-counts';
import { PushToggle } from '@/app/push/push-toggle';
import { Button } from '@/ui/button';
import { Empty } from '@/ui/empty';
import { BellIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { NotificationRow } from './notification-row';
import { notificationTarget } from './notification-words';
import { NotificationsNamespace } from './notifications-namespace';
import { useMarkReadMutation } from './use-mark-read.mutation';
import './notifications.css';

function Notifications() {
  const { t } = useTranslation('notifications');
  const { t: tm } = useTranslation();
  const navigate = useNavigate();
  const list = useNotificationsQuery();
  const markRead = useMarkReadMutation();
  const unreadMessages = useUnreadCounts().chat;
  if (list.isPending) return <Spinner fullPage />;
  // SPEC 8: a failed read is not announced; the screen shows what it has, or nothing to show.
  const items = list.data?.threads ?? [];
  const unread = list.data?.unreadCount ?? 0;
  const open = (item: NotificationItem) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    const target = notificationTarget(item);
    if (target !== '/notifications') void navigate(target);
  };
  return (
    <div className="page stack">
      <header className="notifications-head">
        <div>
          <h1 className="page__title">{t('title')}</h1>
          {items.length > 0 && (
            <p className="notifications-head__count" aria-live="polite">
              {t('unreadCount', { count: unread })}
            </p>
          )}
        </div>
        {unread > 0 && (
          <Button variant="secondary" onClick={() => markRead.mutate({ all: true })}>
            {t('markAll')}
          </Button>
        )}
      </header>
      <PushToggle />
      {/* Messages are counted and read in Chat; the page says where they wait rather than list them. */}
      {unreadMessages > 0 && (
        <p className="notifications-chat-note">
          {t('chatElsewhere', { count: unreadMessages })} <Link to="/chat">{t('openChat')}</Link>
        </p>
      )}
      {items.length === 0 ? (
        <Empty icon={<BellIcon />} title={tm('messages.noNotification')} body={t('emptyBody')} />
      ) : (
        <ul className="notification-list" aria-label={t('title')}>
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} onOpen={() => open(item)} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /notifications: the newest 30, worded in the reader's language; opening one marks it read. */
export default function NotificationsPage() {
  return (
    <NotificationsNamespace>
      <Notifications />
    </NotificationsNamespace>
  );
}
