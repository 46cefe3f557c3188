import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPromoCodeData,
  type AdminPromoPauseBody,
} from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';
import { promoCodesQueryKey } from './use-promo-codes.query';

/** POST /admin/promo-codes/:id/pause {paused, reason}: stop new redemptions, or allow them again. */
export function pausePromoCode(id: string, body: AdminPromoPauseBody) {
  return apiRequest(`/admin/promo-codes/${encodeURIComponent(id)}/pause`, {
    method: 'POST',
    body,
    schema: adminPromoCodeData,
  });
}

export function usePausePromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminPromoPauseBody }) => pausePromoCode(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
