import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { fullTime, shortTime } from './chat-time';

export type BubbleStatus = 'sending' | 'failed' | 'sent' | 'read' | null;

interface Props {
  text: string;
  mine: boolean;
  createdAt: string;
  /** Shown under my messages: on the way, failed, or the newest one's sent / read mark. */
  status: BubbleStatus;
  error?: string;
  onRetry?: () => void;
}

/** One message. Its text is plain text: React shows markup as typed, never as markup. */
export function MessageBubble({ text, mine, createdAt, status, error, onRetry }: Props) {
  const { t, i18n } = useTranslation('chat');
  return (
    <li
      className={`bubble ${mine ? 'bubble--mine' : 'bubble--theirs'}${status === 'failed' ? ' bubble--failed' : ''}`}
      data-testid="message"
      data-mine={mine}
    >
      <span className="visually-hidden">{mine ? t('thread.youSaid') : t('thread.theySaid')}</span>
      <p className="bubble__text" dir="auto">
        {text}
      </p>
      <span className="bubble__meta">
        <time dateTime={createdAt} title={fullTime(createdAt, i18n.language)}>
          {shortTime(createdAt, i18n.language)}
        </time>
        {status && status !== 'failed' && (
          <span className={`bubble__status bubble__status--${status}`} data-testid="message-status">
            {t(`status.${status}`)}
          </span>
        )}
      </span>
      {status === 'failed' && (
        <span className="bubble__failure" role="alert">
          <span>
            {t('status.failed')}
            {error ? ` · ${error}` : ''}
          </span>
          <Button variant="ghost" onClick={onRetry}>
            {t('status.retry')}
          </Button>
        </span>
      )}
    </li>
  );
}
