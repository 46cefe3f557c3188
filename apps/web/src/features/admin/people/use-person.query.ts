import { useQuery } from '@tanstack/react-query';
import { adminPersonDetail } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

export const personQueryKey = (id: string) => ['admin', 'person', id] as const;

/** GET /admin/people/:id: the account, teams, recent tips and payout links of one person. */
export async function fetchPerson(id: string) {
  const { data } = await apiRequest(`/admin/people/${encodeURIComponent(id)}`, { schema: adminPersonDetail });
  return data;
}

export function usePersonQuery(id: string) {
  return useQuery({ queryKey: personQueryKey(id), queryFn: () => fetchPerson(id) });
}
