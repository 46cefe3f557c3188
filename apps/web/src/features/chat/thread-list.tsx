import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChatThread } from '@opentip/shared/schemas/chat.schema';
import { Avatar } from '@/ui/avatar';
import { shortTime } from './chat-time';

interface Props {
  threads: ChatThread[];
  /** The address each row opens. */
  hrefOf: (thread: ChatThread) => string;
  openId: string | null;
}

function ThreadRow({ thread, href, open }: { thread: ChatThread; href: string; open: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const last = thread.lastMessage;
  const preview = !last
    ? t('list.noMessage')
    : last.mine
      ? t('list.you', { message: last.message })
      : last.message;
  const unread = thread.unreadCount;
  return (
    <li>
      <Link
        to={href}
        className={`thread-row${open ? ' thread-row--open' : ''}${unread > 0 ? ' thread-row--unread' : ''}`}
        aria-current={open ? 'true' : undefined}
        data-testid="thread"
      >
        <Avatar name={thread.otherUser.username} src={thread.otherUser.profileImg} size={44} />
        <span className="thread-row__text">
          <span className="thread-row__top">
            <bdi className="thread-row__name">{thread.otherUser.username}</bdi>
            <time className="thread-row__time" dateTime={thread.lastActivityAt}>
              {shortTime(thread.lastActivityAt, i18n.language)}
            </time>
          </span>
          <span className="thread-row__bottom">
            <span className="thread-row__preview" dir="auto">
              {preview}
            </span>
            {unread > 0 && (
              <>
                <span className="thread-row__badge" aria-hidden="true">
                  {unread > 99 ? '99+' : unread}
                </span>
                <span className="visually-hidden">{t('list.unread', { count: unread })}</span>
              </>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The conversations, newest activity first: photo, name, last message, time and unread count. */
export function ThreadList({ threads, hrefOf, openId }: Props) {
  const { t } = useTranslation('chat');
  return (
    <ul className="thread-list" aria-label={t('list.label')}>
      {threads.map((thread) => (
        <ThreadRow key={thread.id} thread={thread} href={hrefOf(thread)} open={thread.id === openId} />
      ))}
    </ul>
  );
}
