import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJobRetryData } from '@opentip/shared/schemas/admin-operations.schema';
import { apiRequest } from '@/app/api/api-client';
import { FAILED_JOBS_KEY } from './use-failed-jobs.query';

/** POST /admin/operations/jobs/{name}/{id}/retry: the failed job runs again. */
export async function retryJob({ name, id }: { name: string; id: string }) {
  return apiRequest(`/admin/operations/jobs/${encodeURIComponent(name)}/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: adminJobRetryData,
  });
}

export function useRetryJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: FAILED_JOBS_KEY });
    },
  });
}
