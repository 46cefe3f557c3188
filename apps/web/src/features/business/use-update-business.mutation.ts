import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessData, type UpdateBusinessBody } from '@opentip/shared/schemas/business.schema';
import { apiRequest } from '@/app/api/api-client';
import { businessDetailsKey } from './use-business-details.query';

export function updateBusiness({ id, body }: { id: string; body: UpdateBusinessBody }) {
  return apiRequest(`/business/${encodeURIComponent(id)}`, { method: 'PUT', body, schema: businessData });
}

/** PUT /business/{id}; the saved details replace the loaded ones. */
export function useUpdateBusinessMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: ({ data }) => queryClient.setQueryData(businessDetailsKey(userId), data.business),
  });
}
