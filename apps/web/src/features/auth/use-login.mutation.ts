import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '@opentip/shared/schemas/auth.schema';
import { sessionData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';

export function login(body: LoginBody) {
  return apiRequest('/auth/login', { method: 'POST', body, auth: false, schema: sessionData });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
