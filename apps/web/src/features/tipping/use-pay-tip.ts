import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { ApiError } from '@/app/api/api-client';
import { useNotify } from '@/app/use-notify';
import { useBankAuthentication } from './bank-authentication';
import { createTip, isAuthenticationFailure } from './create-tip';
import { attemptKey, endAttempt } from './pay-attempt';
import { clearTipDraft } from './tip-draft';
import { saveTipResult } from './tip-result';

/** A bank asking again after its check was answered is not waited on forever. */
const MAX_BANK_STEPS = 2;

/**
 * Gives the tip. A retry sends the same body, so it carries the same Idempotency-Key and the server
 * charges at most once. When the giver's bank asks them to confirm (3-D Secure), they do, and the
 * same request is sent again for the final answer. On success the draft is done with and the success
 * screen opens; until then it stays, so a reload loses nothing.
 */
export function usePayTip() {
  const navigate = useNavigate();
  const notify = useNotify();
  const bank = useBankAuthentication();
  const last = useRef<CreateTipBody | null>(null);
  const mutation = useMutation({
    mutationFn: async (body: CreateTipBody) => {
      const key = attemptKey(body);
      let answer = await createTip(body, key);
      for (let step = 0; answer.data.nextAction && step < MAX_BANK_STEPS; step++) {
        await bank.authenticate(answer.data.nextAction, answer.data.transaction);
        answer = await createTip(body, key);
      }
      if (answer.data.nextAction)
        throw new ApiError({
          status: 402,
          code: 'AUTHENTICATION_FAILED',
          message: '',
          key: 'authenticationFailed',
        });
      return answer;
    },
    onSuccess: ({ data }, body) => {
      endAttempt();
      const result = saveTipResult(data, body.email ?? null);
      clearTipDraft();
      void navigate('/tipConfirmation', { replace: true, state: result });
    },
    onError: (error) => notify.apiError(error),
  });
  return {
    pay(body: CreateTipBody) {
      last.current = body;
      mutation.mutate(body);
    },
    retry() {
      if (!last.current) return;
      // That attempt is settled as failed: asking again with its key would only repeat the answer.
      if (isAuthenticationFailure(mutation.error)) endAttempt();
      mutation.mutate(last.current);
    },
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
