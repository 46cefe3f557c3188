import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPromoCodesPage } from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';

export const promoCodesQueryKey = ['admin', 'promoCodes'] as const;

/** GET /admin/promo-codes?page=: every code, newest first. */
export async function fetchPromoCodes(page: number) {
  const { data } = await apiRequest(`/admin/promo-codes?page=${page}`, { schema: adminPromoCodesPage });
  return data;
}

export function usePromoCodesQuery(page: number) {
  return useQuery({
    queryKey: [...promoCodesQueryKey, page],
    queryFn: () => fetchPromoCodes(page),
    placeholderData: keepPreviousData,
  });
}
