import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTipCheckData } from '@opentip/shared/schemas/admin-operations.schema';
import { apiRequest } from '@/app/api/api-client';
import { WAITING_TIPS_KEY } from './use-waiting-tips.query';

/** POST /admin/operations/reconciliation/{tipId}/check: asks the provider now and settles the tip. */
export async function checkWaitingTip(tipId: string) {
  return apiRequest(`/admin/operations/reconciliation/${encodeURIComponent(tipId)}/check`, {
    method: 'POST',
    schema: adminTipCheckData,
  });
}

export function useCheckTipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkWaitingTip,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: WAITING_TIPS_KEY });
    },
  });
}
