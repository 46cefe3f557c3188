import { useMutation } from '@tanstack/react-query';
import { promoCheckData } from '@opentip/shared/schemas/billing.schema';
import { apiRequest } from '@/app/api/api-client';

/**
 * POST /business/{id}/promo-code/check: what a code would give when paying in that currency, or the
 * server's refusal (unknown, expired, used up, already used, for another currency...).
 */
export async function checkPromoCode(businessId: string, promoCode: string, currency: string) {
  const { data } = await apiRequest(`/business/${encodeURIComponent(businessId)}/promo-code/check`, {
    method: 'POST',
    body: { promoCode, currency },
    schema: promoCheckData,
  });
  return data.promo;
}

export function usePromoCheckMutation(businessId: string) {
  return useMutation({
    mutationFn: ({ code, currency }: { code: string; currency: string }) =>
      checkPromoCode(businessId, code, currency),
  });
}
