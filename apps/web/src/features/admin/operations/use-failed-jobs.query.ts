import { useQuery } from '@tanstack/react-query';
import { adminJobsData } from '@opentip/shared/schemas/admin-operations.schema';
import { apiRequest } from '@/app/api/api-client';

export const FAILED_JOBS_KEY = ['admin', 'operations', 'jobs'] as const;

/** GET /admin/operations/jobs: background jobs that failed for good. */
export async function fetchFailedJobs() {
  const { data } = await apiRequest('/admin/operations/jobs', { schema: adminJobsData });
  return data;
}

export function useFailedJobsQuery() {
  return useQuery({ queryKey: FAILED_JOBS_KEY, queryFn: fetchFailedJobs });
}
