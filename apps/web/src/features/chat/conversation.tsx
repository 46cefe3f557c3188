import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/app/api/api-message';
import { useSession } from '@/app/session/use-session';
import { Avatar } from '@/ui/avatar';
import { Empty } from '@/ui/empty';
import { BackIcon, ChatIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ChatDisabledNotice } from './chat-disabled-notice';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useOutbox } from './use-outbox';
import { useLoadOlder, useMarkRead, useRoomQuery } from './use-room';

interface Props {
  chatRoomId: string;
  /** Where the back button leads; none beside the list on a wide screen. */
  backTo?: string;
}

/** One conversation: who it is with, the messages, and the composer (unless chat is disabled). */
export function Conversation({ chatRoomId, backTo }: Props) {
  const { t } = useTranslation('chat');
  const { t: tm } = useTranslation();
  const chatDisabled = useSession()?.user.chatDisabled === true;
  const room = useRoomQuery(chatRoomId);
  const older = useLoadOlder(chatRoomId, room.data);
  const outbox = useOutbox(chatRoomId);
  useMarkRead(chatRoomId, room.data);

  const back = backTo && (
    <Link to={backTo} className="icon-button conversation__back" aria-label={t('thread.back')}>
      <BackIcon />
    </Link>
  );
  if (room.isPending) return <Spinner fullPage />;
  if (room.isError)
    return (
      <section className="conversation conversation--missing">
        {back && <header className="conversation__head">{back}</header>}
        <Empty icon={<ChatIcon />} title={t('thread.unavailable')} body={errorText(tm, room.error)} />
      </section>
    );
  const { otherUser } = room.data;
  return (
    <section
      className="conversation"
      aria-labelledby={`conversation-${chatRoomId}`}
      data-testid="conversation"
    >
      <header className="conversation__head">
        {back}
        <Avatar name={otherUser.username} src={otherUser.profileImg} size={40} />
        <h2 className="conversation__name" id={`conversation-${chatRoomId}`}>
          <bdi>{otherUser.username}</bdi>
        </h2>
      </header>
      <MessageList
        messages={room.data.messages}
        pending={outbox.pending}
        otherReadSeq={room.data.otherReadSeq}
        otherName={otherUser.username}
        canLoadOlder={older.canLoad}
        loadingOlder={older.loading}
        onLoadOlder={() => void older.loadOlder()}
        onRetry={(item) => void outbox.retry(item)}
      />
      <footer className="conversation__foot">
        {chatDisabled ? <ChatDisabledNotice /> : <Composer onSend={(text) => void outbox.send(text)} />}
      </footer>
    </section>
  );
}
