import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminAuditPage } from '@opentip/shared/schemas/admin.schema';
import { apiRequest } from '@/app/api/api-client';

export const AUDIT_FILTER_KEYS = ['action', 'targetType', 'targetId'] as const;

/** GET /admin/audit?action=&targetType=&targetId=&page=: the audit log, newest first. */
export async function fetchAuditLog(queryString: string) {
  const { data } = await apiRequest(`/admin/audit${queryString}`, { schema: adminAuditPage });
  return data;
}

/** The URL's audit filters and page as the API's query string. */
function auditQueryOf(search: URLSearchParams, page: number): string {
  const query = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) query.set(key, value);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function useAuditLogQuery(search: URLSearchParams, page: number) {
  const queryString = auditQueryOf(search, page);
  return useQuery({
    queryKey: ['admin', 'audit', queryString],
    queryFn: () => fetchAuditLog(queryString),
    placeholderData: keepPreviousData,
  });
}
