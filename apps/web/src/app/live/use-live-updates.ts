import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIVE_RESUME_MAX_ROOMS, type LiveServerFrame } from '@opentip/shared/schemas/live.schema';
import { formatMoney } from '@/ui/money';
import { sessionStore } from '../session/session-store';
import { useAppSession } from '../session/use-session';
import { useNotify } from '../use-notify';
import { applyMessage, applyReadMark, chatKeys, roomsSeen } from './chat-cache';
import { LiveSocket, liveUrl } from './live-socket';
import { movesMoney, refreshMoney } from './money-cache';
import { useLiveNamespace } from './live-namespace';
import { liveTransport } from './live-transport';
import { applyNotification, newestNotificationId, notificationKeys } from './notifications-cache';

function resumeOf(queryClient: QueryClient) {
  const rooms = Object.fromEntries(Object.entries(roomsSeen(queryClient)).slice(0, LIVE_RESUME_MAX_ROOMS));
  const notificationsAfter = newestNotificationId(queryClient);
  if (Object.keys(rooms).length === 0 && !notificationsAfter) return undefined;
  return { rooms, ...(notificationsAfter ? { notificationsAfter } : {}) };
}

/**
 * One live socket while signed in (mounted once, in the signed-in layout): new messages, read
 * marks and notifications go straight into the query caches the screens and the menu read.
 */
export function useLiveUpdates(): void {
  const token = useAppSession()?.accessToken ?? null;
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation(useLiveNamespace());
  const notify = useNotify();
  // The latest wording without reconnecting when the language changes.
  const toastNewTip = useRef<(data: Record<string, unknown>) => void>(() => undefined);
  toastNewTip.current = (data) => {
    const { amount, currency } = data;
    if (typeof amount !== 'number' || typeof currency !== 'string') return notify.info(t('newTipPlain'));
    notify.info(t('newTip', { amount: formatMoney(amount, currency, i18n.language) }));
  };

  useEffect(() => {
    const create = liveTransport.create;
    if (!token || !create) return;
    const onFrame = (frame: LiveServerFrame, replaying: boolean) => {
      if (frame.type === 'message') applyMessage(queryClient, frame.message);
      else if (frame.type === 'read') applyReadMark(queryClient, frame.chatRoomId, frame.otherReadSeq);
      else if (frame.type === 'notification') {
        const fresh = applyNotification(queryClient, frame.notification, frame.unreadCount);
        if (fresh && movesMoney(frame.notification.type)) refreshMoney(queryClient);
        if (fresh && !replaying && frame.notification.type === 'tipReceived')
          toastNewTip.current(frame.notification.data);
      }
    };
    const live = new LiveSocket({
      url: liveUrl(),
      token: () => sessionStore.get()?.accessToken ?? null,
      resume: () => resumeOf(queryClient),
      onFrame,
      // What the replay cannot cover (rooms not kept, a list first read while connecting): read again.
      onReady: () => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.threadLists });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
        refreshMoney(queryClient);
      },
      // As a 401 does for a REST call: the session is over here too.
      onSessionEnded: () => sessionStore.clear(),
      createSocket: create,
    });
    live.start();
    const online = () => live.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      live.stop();
    };
  }, [token, queryClient]);
}
