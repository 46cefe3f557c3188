import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTipData, type AdminTipRefundBody } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

/** POST /admin/tips/{id}/refund {amount (minor units), reason}: answers the tip as it now is. */
export async function refundTip(id: string, body: AdminTipRefundBody) {
  return apiRequest(`/admin/tips/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body,
    schema: adminTipData,
  });
}

export function useRefundTipMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminTipRefundBody) => refundTip(id, body),
    // The ledger lines and refunds changed too: read the whole tip again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
