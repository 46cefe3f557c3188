import { useMutation } from '@tanstack/react-query';
import { registerData, type RegisterBody } from '@opentip/shared/schemas/auth.schema';
import { apiRequest } from '@/app/api/api-client';

export function register(body: RegisterBody) {
  return apiRequest('/auth/register', { method: 'POST', body, auth: false, schema: registerData });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
