import { sandboxAuthenticateBody } from '@opentip/shared/schemas/tips.schema';
import type { z } from 'zod';
import { apiRequest } from '@/app/api/api-client';

export type SandboxAuthenticateBody = z.infer<typeof sandboxAuthenticateBody>;

/** POST /payments/sandbox/authenticate: the giver's answer to the sandbox's stand-in bank page. */
export function authenticateInSandbox(body: SandboxAuthenticateBody) {
  return apiRequest('/payments/sandbox/authenticate', { method: 'POST', body });
}
