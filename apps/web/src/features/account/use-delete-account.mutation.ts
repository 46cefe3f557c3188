import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/api-client';

export function deleteAccount(userId: string) {
  return apiRequest(`/user/delete/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useDeleteAccountMutation() {
  return useMutation({ mutationFn: deleteAccount });
}
