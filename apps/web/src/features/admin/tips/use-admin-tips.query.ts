import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminTipsPage } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

/** The tips list's filters as the URL and the API both name them. */
export const TIP_FILTER_KEYS = [
  'receiver',
  'giverEmail',
  'amount',
  'currency',
  'from',
  'to',
  'status',
] as const;

/** GET /admin/tips?...: the filtered tips, newest first, a page at a time. */
export async function fetchAdminTips(queryString: string) {
  const { data } = await apiRequest(`/admin/tips${queryString}`, { schema: adminTipsPage });
  return data;
}

export function useAdminTipsQuery(queryString: string) {
  return useQuery({
    queryKey: ['admin', 'tips', queryString],
    queryFn: () => fetchAdminTips(queryString),
    placeholderData: keepPreviousData,
  });
}
