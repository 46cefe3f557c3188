import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@opentip/shared/schemas/auth.schema';
import { userData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';

export function register(body: RegisterBody) {
  return apiRequest('/auth/register', { method: 'POST', body, auth: false, schema: userData });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
