import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { LoginBody } from '@opentip/shared/schemas/auth.schema';
import { adminSecondFactorStepData } from '@opentip/shared/schemas/admin-auth.schema';
import { sessionData } from '@opentip/shared/schemas/user.schema';
import { apiRequest } from '@/app/api/api-client';

/** A person's session, or for an administrator the second step to take first (issue 16). */
const loginData = z.union([sessionData, adminSecondFactorStepData]);

export function login(body: LoginBody) {
  return apiRequest('/auth/login', { method: 'POST', body, auth: false, schema: loginData });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
