import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ChangePasswordBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

const newToken = z.object({ accessToken: z.string() });

export function changePassword(body: ChangePasswordBody) {
  return apiRequest('/auth/changesPassword', { method: 'PUT', body, schema: newToken });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
