import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminSupportPage } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

/** GET /admin/support?status=&page=: the contact-us messages, a page at a time. */
export async function fetchSupportInbox(status: string | null, page: number) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  const { data } = await apiRequest(`/admin/support${text ? `?${text}` : ''}`, { schema: adminSupportPage });
  return data;
}

export function useSupportInboxQuery(status: string | null, page: number) {
  return useQuery({
    queryKey: ['admin', 'support', 'inbox', status, page],
    queryFn: () => fetchSupportInbox(status, page),
    placeholderData: keepPreviousData,
  });
}
