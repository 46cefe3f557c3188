import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundData, type RefundBody } from '@opentip/shared/schemas/refunds.schema';
import { apiRequest } from '@/app/api/api-client';

export function refundTip(id: string, body: RefundBody) {
  return apiRequest(`/transactions/${encodeURIComponent(id)}/refund`, {
    method: 'POST',
    body,
    schema: refundData,
  });
}

/**
 * POST /transactions/{id}/refund: gives the giver back part or all of what is left of a tip. The
 * list, the balance and the figures all change, so every query of this feature is asked again.
 */
export function useRefundTipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The exact amount confirmed, even for "all": a refund made meanwhile must not change it.
    mutationFn: ({ id, amount }: { id: string; amount: number }) => refundTip(id, { amount }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['receiving'] }),
  });
}
