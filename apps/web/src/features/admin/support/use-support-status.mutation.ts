import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminSupportRequest, type SUPPORT_STATUS_VALUES } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

export type SupportStatus = (typeof SUPPORT_STATUS_VALUES)[number];

/** POST /admin/support/{id}/status {status}: new, answered or closed. */
export async function setSupportStatus(id: string, status: SupportStatus) {
  return apiRequest(`/admin/support/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status },
    schema: z.object({ request: adminSupportRequest }),
  });
}

export function useSupportStatusMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportStatus) => setSupportStatus(id, status),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'support'] });
    },
  });
}
