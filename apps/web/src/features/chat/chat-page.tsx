import { useId } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHAT_FILTERS, type ChatThread } from '@opentip/shared/schemas/chat.schema';
import { errorText } from '@/app/api/api-message';
import type { ThreadFilter } from '@/app/live/chat-cache';
import { useThreadsQuery } from '@/app/live/use-threads.query';
import { chatPathFor, useWideScreen } from '@/app/live/use-wide-screen';
import { useSession } from '@/app/session/use-session';
import { Empty } from '@/ui/empty';
import { ChatIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { ChatDisabledNotice } from './chat-disabled-notice';
import { ChatNamespace } from './chat-namespace';
import { Conversation } from './conversation';
import { ThreadFilterTabs } from './thread-filter-tabs';
import { ThreadList } from './thread-list';
import './chat.css';

const filterOf = (value: string | null): ThreadFilter =>
  CHAT_FILTERS.find((filter) => filter === value) ?? 'all';

function Threads({
  filter,
  openId,
  hrefOf,
}: {
  filter: ThreadFilter;
  openId: string | null;
  hrefOf: (thread: ChatThread) => string;
}) {
  const { t } = useTranslation('chat');
  const { t: tm } = useTranslation();
  const threads = useThreadsQuery(filter);
  if (threads.isPending) return <Spinner />;
  if (threads.isError)
    return <Empty icon={<ChatIcon />} title={t('list.unavailable')} body={errorText(tm, threads.error)} />;
  if (threads.data.threads.length === 0)
    return <Empty icon={<ChatIcon />} title={tm('messages.noDataFound')} body={t(`empty.${filter}`)} />;
  return <ThreadList threads={threads.data.threads} hrefOf={hrefOf} openId={openId} />;
}

function Chat() {
  const { t } = useTranslation('chat');
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params.get('filter'));
  const openId = params.get('chatRoomId');
  const wide = useWideScreen();
  const chatDisabled = useSession()?.user.chatDisabled === true;
  // A phone shows one thing at a time: the conversation opens full screen.
  if (!wide && openId) return <Navigate to={chatPathFor(openId, false)} replace />;

  const hrefOf = (thread: ChatThread) => {
    if (!wide) return chatPathFor(thread.id, false);
    const query = new URLSearchParams(filter === 'all' ? {} : { filter });
    query.set('chatRoomId', thread.id);
    return `/chat?${query.toString()}`;
  };
  const changeFilter = (next: ThreadFilter) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'all') query.delete('filter');
        else query.set('filter', next);
        return query;
      },
      { replace: true },
    );
  return (
    <div className={`chat-page${wide ? ' chat-page--split' : ''}`}>
      <section className="chat-threads" aria-labelledby="chat-title">
        <h1 className="page__title chat-threads__title" id="chat-title">
          {t('title')}
        </h1>
        {chatDisabled && <ChatDisabledNotice />}
        <ThreadFilterTabs value={filter} onChange={changeFilter} panelId={panelId} />
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={`chat-tab-${filter}`}
          className="chat-threads__panel"
        >
          <Threads filter={filter} openId={openId} hrefOf={hrefOf} />
        </div>
      </section>
      {wide && (
        <div className="chat-pane">
          {openId ? (
            <Conversation key={openId} chatRoomId={openId} />
          ) : (
            <p className="chat-pane__pick">{t('pick')}</p>
          )}
        </div>
      )}
    </div>
  );
}

/** /chat: the conversations (SPEC: page 1), filtered all / sent / received; beside the open one on a wide screen. */
export default function ChatPage() {
  return (
    <ChatNamespace>
      <Chat />
    </ChatNamespace>
  );
}
