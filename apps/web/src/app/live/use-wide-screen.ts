import { useSyncExternalStore } from 'react';

/** SPEC 2's layout breakpoint: from 768 px the side menu shows, and chat shows list and thread side by side. */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}

/** Where a conversation opens: beside the list on a wide screen, full screen (/chatModal) on a phone. */
export function chatPathFor(chatRoomId: string, wide: boolean): string {
  const query = `chatRoomId=${encodeURIComponent(chatRoomId)}`;
  return wide ? `/chat?${query}` : `/chatModal?${query}`;
}
