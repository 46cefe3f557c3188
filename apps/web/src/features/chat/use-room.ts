import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chatKeys,
  clearUnread,
  fetchChatPage,
  foldPage,
  loadRoom,
  type RoomData,
} from '@/app/live/chat-cache';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * One conversation: the latest messages first, then kept current by the live socket; each time
 * it is opened again only the newer messages are asked for.
 */
export function useRoomQuery(chatRoomId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.room(chatRoomId),
    queryFn: () => loadRoom(queryClient, chatRoomId),
  });
}

/** Older messages (`before=` the first one kept), when the reader scrolls to the top. */
export function useLoadOlder(chatRoomId: string, room: RoomData | undefined) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const firstSeq = room?.messages[0]?.seq;
  const canLoad = Boolean(room?.hasOlder && firstSeq !== undefined);
  const loadOlder = useCallback(async () => {
    if (loading || !canLoad || firstSeq === undefined) return;
    setLoading(true);
    try {
      const page = await fetchChatPage(chatRoomId, { before: firstSeq });
      queryClient.setQueryData<RoomData>(chatKeys.room(chatRoomId), (kept) => foldPage(kept, page, 'before'));
    } catch {
      // The button stays: the reader may try again.
    } finally {
      setLoading(false);
    }
  }, [chatRoomId, canLoad, firstSeq, loading, queryClient]);
  return { canLoad, loading, loadOlder };
}

/**
 * The server marks read what getChat shows. A message that arrived live while the conversation
 * is on screen (and the tab visible) is asked for once more, which marks it read for both sides.
 */
export function useMarkRead(chatRoomId: string, room: RoomData | undefined) {
  const queryClient = useQueryClient();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const asking = useRef(false);
  const unseen = room ? room.messages.some((m) => !m.mine && m.seq > room.readSeq) : false;
  const readSeq = room?.readSeq;
  useEffect(() => {
    if (readSeq === undefined) return;
    clearUnread(queryClient, chatRoomId);
    if (!unseen || !visible || asking.current) return;
    asking.current = true;
    fetchChatPage(chatRoomId, { after: readSeq })
      .then((page) => {
        queryClient.setQueryData<RoomData>(chatKeys.room(chatRoomId), (kept) =>
          foldPage(kept, page, 'after'),
        );
        clearUnread(queryClient, chatRoomId);
      })
      .catch(() => undefined)
      .finally(() => {
        asking.current = false;
      });
  }, [chatRoomId, readSeq, unseen, visible, queryClient]);
}
