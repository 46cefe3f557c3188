import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCardData } from '@opentip/shared/schemas/cards.schema';
import { paymentMethodData, type TokenizeBody } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';
import { cardsQueryKey } from './use-business-cards.query';

/**
 * Sandbox mode: the card goes to POST /payments/sandbox/tokens (the provider's stand-in tokenizer)
 * and only the token to POST /cards, which keeps brand, last 4 and expiry.
 */
export async function addSandboxCard(card: TokenizeBody) {
  const token = await apiRequest('/payments/sandbox/tokens', {
    method: 'POST',
    body: card,
    auth: false,
    schema: paymentMethodData,
  });
  return apiRequest('/cards', {
    method: 'POST',
    body: { paymentMethod: token.data.paymentMethod.token },
    schema: savedCardData,
  });
}

export function useAddCardMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSandboxCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey(userId) }),
  });
}
