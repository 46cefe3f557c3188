import { useMutation } from '@tanstack/react-query';
import { feedbackData, type FeedbackBody } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';

/** POST /transactions/feedback: a guest proves the tip with its feedbackToken, a giver with the bearer. */
export function sendFeedback(body: FeedbackBody) {
  return apiRequest('/transactions/feedback', { method: 'POST', body, schema: feedbackData });
}

export function useFeedbackMutation() {
  return useMutation({ mutationFn: sendFeedback });
}
