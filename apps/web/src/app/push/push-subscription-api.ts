import { pushSubscriptionData, pushUnsubscribeData } from '@opentip/shared/schemas/push.schema';
import { apiRequest } from '@/app/api/api-client';

/** POST /notifications/push-subscription with the browser's PushSubscription.toJSON(). */
export function saveSubscription(subscription: PushSubscriptionJSON) {
  return apiRequest('/notifications/push-subscription', {
    method: 'POST',
    body: subscription,
    schema: pushSubscriptionData,
  });
}

/** DELETE /notifications/push-subscription: the server stops pushing to this browser. */
export function deleteSubscription(endpoint: string) {
  return apiRequest('/notifications/push-subscription', {
    method: 'DELETE',
    body: { endpoint },
    schema: pushUnsubscribeData,
  });
}
