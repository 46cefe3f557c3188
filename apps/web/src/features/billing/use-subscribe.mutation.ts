import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscribeData, type SubscribeBody } from '@opentip/shared/schemas/billing.schema';
import { ApiError, apiRequest } from '@/app/api/api-client';
import { useBankAuthentication } from '@/app/payments/bank-authentication-context';
import { endSubscribeAttempt, subscribeAttemptKey } from './idempotency-key';
import { subscriptionQueryKey } from './use-subscription.query';

/** A bank asking again after its check was answered is not waited on forever (as for tips). */
const MAX_BANK_STEPS = 2;

/** Who the bank's page says is paid: the platform, which bills the subscription. */
const PLATFORM_NAME = 'OpenTip';

/**
 * POST /business/{id}/subscription: choose a plan and pay the first period. A request that never
 * got an answer keeps its key, so tapping again cannot charge twice; any final answer settles the
 * attempt. A bank step (3-D Secure) is not final: the same request with the same key gives the outcome.
 */
export async function subscribe(businessId: string, body: SubscribeBody) {
  try {
    const result = await apiRequest(`/business/${encodeURIComponent(businessId)}/subscription`, {
      method: 'POST',
      body,
      headers: { 'idempotency-key': subscribeAttemptKey(body) },
      schema: subscribeData,
    });
    if (!result.data.nextAction) endSubscribeAttempt();
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.code !== 'NETWORK') endSubscribeAttempt();
    throw error;
  }
}

export interface SubscribeRequest {
  body: SubscribeBody;
  /** The first payment as the confirmation showed it, for the sandbox's bank page. */
  amount: number;
}

/** Subscribes; when the bank asks to confirm, runs its check (onBankStep first) and sends the request again. */
export function useSubscribeMutation(businessId: string, onBankStep: () => void) {
  const queryClient = useQueryClient();
  const bank = useBankAuthentication();
  return useMutation({
    mutationFn: async ({ body, amount }: SubscribeRequest) => {
      let answer = await subscribe(businessId, body);
      for (let step = 0; answer.data.nextAction && step < MAX_BANK_STEPS; step++) {
        onBankStep();
        const open = answer.data.invoices.find((invoice) => invoice.status === 'open');
        await bank.authenticate(answer.data.nextAction, {
          payee: { username: PLATFORM_NAME },
          amounts: { total: open?.amount ?? amount },
          currency: open?.currency ?? body.currency,
        });
        answer = await subscribe(businessId, body);
      }
      if (answer.data.nextAction) {
        endSubscribeAttempt();
        throw new ApiError({
          status: 402,
          code: 'AUTHENTICATION_FAILED',
          message: '',
          key: 'authenticationFailed',
        });
      }
      return answer;
    },
    onSuccess: ({ data }) => {
      const { subscription, invoices } = data;
      queryClient.setQueryData(subscriptionQueryKey(businessId), { subscription, invoices });
    },
  });
}
