import { useQuery } from '@tanstack/react-query';
import {
  adminWebhooksData,
  type WEBHOOK_FAILURE_STATES,
} from '@opentip/shared/schemas/admin-operations.schema';
import { apiRequest } from '@/app/api/api-client';

export type WebhookFailureState = (typeof WEBHOOK_FAILURE_STATES)[number];
export const WEBHOOKS_KEY = ['admin', 'operations', 'webhooks'] as const;

/** GET /admin/operations/webhooks?state=failed|resolved: webhook events whose handler failed. */
export async function fetchWebhookFailures(state: WebhookFailureState) {
  const { data } = await apiRequest(`/admin/operations/webhooks?state=${state}`, {
    schema: adminWebhooksData,
  });
  return data;
}

export function useWebhookFailuresQuery(state: WebhookFailureState) {
  return useQuery({ queryKey: [...WEBHOOKS_KEY, state], queryFn: () => fetchWebhookFailures(state) });
}
