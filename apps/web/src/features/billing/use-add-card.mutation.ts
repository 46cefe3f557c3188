import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedCardData } from '@opentip/shared/schemas/cards.schema';
import { paymentMethodData, type TokenizeBody } from '@opentip/shared/schemas/tips.schema';
import { apiRequest } from '@/app/api/api-client';
import { cardsQueryKey } from './use-business-cards.query';

/** POST /cards: keeps the provider's token (a sandbox token or Stripe's pm_ id) for this payment and the renewals. */
function saveCard(paymentMethod: string) {
  return apiRequest('/cards', { method: 'POST', body: { paymentMethod }, schema: savedCardData });
}

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
  return saveCard(token.data.paymentMethod.token);
}

/** Stripe mode: Stripe Elements made the pm_ id; it is saved as any card is. */
export function useSaveStripeCardMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey(userId) }),
  });
}
