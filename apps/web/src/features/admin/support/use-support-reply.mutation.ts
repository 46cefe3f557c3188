import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminSupportReply,
  adminSupportRequest,
  type AdminSupportReplyBody,
} from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

const replyAnswer = z.object({ request: adminSupportRequest, reply: adminSupportReply });

/** POST /admin/support/{id}/reply {body}: the reply is mailed to the sender and kept. */
export async function replyToSupportRequest(id: string, body: AdminSupportReplyBody) {
  return apiRequest(`/admin/support/${encodeURIComponent(id)}/reply`, {
    method: 'POST',
    body,
    schema: replyAnswer,
  });
}

export function useSupportReplyMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSupportReplyBody) => replyToSupportRequest(id, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'support'] });
    },
  });
}
