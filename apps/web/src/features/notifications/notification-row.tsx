import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@opentip/shared/schemas/notifications.schema';
import { BellIcon, CoinsIcon, StarIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { formatMoney } from '@/ui/money';
import { notificationText } from './notification-words';

function KindIcon({ type }: { type: string }) {
  if (type === 'tipReceived' || type === 'tipRefunded' || type === 'poolShareReceived') return <CoinsIcon />;
  if (type === 'feedbackReceived') return <StarIcon />;
  if (type.startsWith('team') || type.startsWith('poolRun') || type.startsWith('poolContest'))
    return <UsersIcon />;
  if (type.startsWith('payout')) return <WalletIcon />;
  return <BellIcon />;
}

/** One notification: what happened, when, and whether it is new; opening it marks it read. */
export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.createdAt),
  );
  return (
    <li>
      <button
        type="button"
        className={`notification${item.read ? '' : ' notification--unread'}`}
        onClick={onOpen}
        data-testid="notification"
        data-read={item.read}
      >
        <span className={`notification__icon notification__icon--${item.type}`} aria-hidden="true">
          <KindIcon type={item.type} />
        </span>
        <span className="notification__text">
          {!item.read && <span className="visually-hidden">{`${t('unread')} `}</span>}
          <span className="notification__words">{notificationText(item, t, money)}</span>
          <time className="notification__time" dateTime={item.createdAt}>
            {when}
          </time>
        </span>
        {!item.read && <span className="notification__dot" aria-hidden="true" />}
      </button>
    </li>
  );
}
