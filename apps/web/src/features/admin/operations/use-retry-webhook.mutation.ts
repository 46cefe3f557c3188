import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWebhookRetryData } from '@opentip/shared/schemas/admin-operations.schema';
import { apiRequest } from '@/app/api/api-client';
import { WEBHOOKS_KEY } from './use-webhook-failures.query';

/** POST /admin/operations/webhooks/{id}/retry: runs the stored event through its handler again. */
export async function retryWebhook(id: string) {
  return apiRequest(`/admin/operations/webhooks/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: adminWebhookRetryData,
  });
}

export function useRetryWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryWebhook,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    },
  });
}
