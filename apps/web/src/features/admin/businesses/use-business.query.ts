import { useQuery } from '@tanstack/react-query';
import { adminBusinessDetail } from '@opentip/shared/schemas/admin-businesses.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /admin/businesses/:id: owner, subscription, latest invoices, promo codes redeemed, teams. */
export async function fetchBusiness(id: string) {
  const { data } = await apiRequest(`/admin/businesses/${encodeURIComponent(id)}`, {
    schema: adminBusinessDetail,
  });
  return data;
}

export function useBusinessQuery(id: string) {
  return useQuery({ queryKey: ['admin', 'business', id], queryFn: () => fetchBusiness(id) });
}
