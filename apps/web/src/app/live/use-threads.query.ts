import { useQuery } from '@tanstack/react-query';
import { useAppSession } from '../session/use-session';
import { chatKeys, fetchThreads, type ThreadFilter } from './chat-cache';

/**
 * GET /user/chat/thread?page=1&filter=: the menu's count and the /chat list. The socket keeps it
 * current, so it is not refetched on a timer.
 */
export function useThreadsQuery(filter: ThreadFilter) {
  const signedIn = useAppSession() !== null;
  return useQuery({
    queryKey: chatKeys.threads(filter),
    queryFn: () => fetchThreads(filter),
    enabled: signedIn,
    staleTime: 60_000,
  });
}
