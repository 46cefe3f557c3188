import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPromoRedemptionsPage } from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /admin/promo-codes/:id/redemptions?page=: which businesses redeemed the code, and when. */
export async function fetchPromoRedemptions(id: string, page: number) {
  const { data } = await apiRequest(`/admin/promo-codes/${encodeURIComponent(id)}/redemptions?page=${page}`, {
    schema: adminPromoRedemptionsPage,
  });
  return data;
}

export function usePromoRedemptionsQuery(id: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'promoRedemptions', id, page],
    queryFn: () => fetchPromoRedemptions(id, page),
    placeholderData: keepPreviousData,
  });
}
