import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markReadData, type MarkReadBody } from '@opentip/shared/schemas/notifications.schema';
import { apiRequest } from '@/app/api/api-client';
import { markReadInCache } from '@/app/live/notifications-cache';

async function markRead(body: MarkReadBody) {
  const { data } = await apiRequest('/notifications/read', { method: 'POST', body, schema: markReadData });
  return data;
}

/**
 * POST /notifications/read: shown read at once, the server's count once it answers. SPEC 8:
 * a failure here says nothing on screen (the next list read shows the truth).
 */
export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (body) => markReadInCache(queryClient, body.all ? 'all' : (body.ids ?? [])),
    onSuccess: (data, body) =>
      markReadInCache(queryClient, body.all ? 'all' : (body.ids ?? []), data.unreadCount),
  });
}
