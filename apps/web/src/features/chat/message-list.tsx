import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@opentip/shared/schemas/chat.schema';
import { Button } from '@/ui/button';
import { MessageBubble, type BubbleStatus } from './message-bubble';
import type { PendingMessage } from './use-outbox';

interface Props {
  messages: ChatMessage[];
  pending: PendingMessage[];
  otherReadSeq: number;
  otherName: string;
  canLoadOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (message: PendingMessage) => void;
}

/** Near enough to the bottom to follow new messages down. */
const FOLLOW_PX = 120;
/** Near enough to the top to fetch older messages. */
const OLDER_PX = 48;

/** The conversation, oldest first; it follows new messages and keeps its place when older ones load. */
export function MessageList(props: Props) {
  const { messages, pending, otherReadSeq, otherName, canLoadOlder, loadingOlder, onLoadOlder, onRetry } =
    props;
  const { t } = useTranslation('chat');
  const box = useRef<HTMLDivElement>(null);
  const shape = useRef({ first: -1, last: '', height: 0, follow: true });

  const waiting = pending.filter((p) => !messages.some((m) => m.mine && m.clientId === p.clientId));
  const newestMine = messages.findLast((m) => m.mine)?.seq;
  const lastKey = waiting.at(-1)?.clientId ?? String(messages.at(-1)?.seq ?? '');
  const firstSeq = messages[0]?.seq ?? -1;
  const lastIsMine = waiting.length > 0 || messages.at(-1)?.mine === true;

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = shape.current;
    if (before.first !== -1 && firstSeq < before.first && lastKey === before.last) {
      // Older messages went in above: stay on the message that was in view.
      element.scrollTop += element.scrollHeight - before.height;
    } else if (lastKey !== before.last && (before.follow || before.last === '' || lastIsMine)) {
      element.scrollTop = element.scrollHeight;
    }
    shape.current = { ...shape.current, first: firstSeq, last: lastKey, height: element.scrollHeight };
  }, [firstSeq, lastKey, lastIsMine]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    shape.current.follow = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_PX;
    shape.current.height = element.scrollHeight;
    if (element.scrollTop < OLDER_PX && canLoadOlder && !loadingOlder) onLoadOlder();
  };

  const statusOf = (message: ChatMessage): BubbleStatus =>
    message.mine && message.seq === newestMine ? (message.seq <= otherReadSeq ? 'read' : 'sent') : null;

  return (
    <div className="messages" ref={box} onScroll={onScroll}>
      {canLoadOlder ? (
        <div className="messages__older">
          <Button variant="ghost" onClick={onLoadOlder} loading={loadingOlder}>
            {t('thread.loadOlder')}
          </Button>
        </div>
      ) : (
        <p className="messages__start">{t('thread.start', { name: otherName })}</p>
      )}
      <ol className="messages__list" role="log" aria-label={t('thread.messagesLabel', { name: otherName })}>
        {messages.map((message) => (
          <MessageBubble
            key={message.seq}
            text={message.message}
            mine={message.mine}
            createdAt={message.createdAt}
            status={statusOf(message)}
          />
        ))}
        {waiting.map((item) => (
          <MessageBubble
            key={item.clientId}
            text={item.message}
            mine
            createdAt={item.createdAt}
            status={item.status}
            error={item.error}
            onRetry={() => onRetry(item)}
          />
        ))}
      </ol>
    </div>
  );
}
