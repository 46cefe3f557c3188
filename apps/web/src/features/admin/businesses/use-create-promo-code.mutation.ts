import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPromoCodeData, type AdminPromoCodeBody } from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';
import { promoCodesQueryKey } from './use-promo-codes.query';

/** POST /admin/promo-codes: a new code, by the same rules as `npm run admin -- promo create`. */
export function createPromoCode(body: AdminPromoCodeBody) {
  return apiRequest('/admin/promo-codes', { method: 'POST', body, schema: adminPromoCodeData });
}

export function useCreatePromoCodeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromoCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoCodesQueryKey }),
  });
}
