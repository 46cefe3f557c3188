import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { followNextActions } from '@/app/payments/follow-next-actions';
import { PayerStepEnded } from '@/app/payments/payer-step-ended';
import { clearRedirectAttempt } from '@/app/payments/redirect-attempt';
import { useNotify } from '@/app/use-notify';
import { useBankAuthentication } from './bank-authentication';
import { createTip, isAuthenticationFailure } from './create-tip';
import { attemptKey, endAttempt, takeReturn } from './pay-attempt';
import { clearTipDraft } from './tip-draft';
import { saveTipResult } from './tip-result';

/**
 * Gives the tip. A retry sends the same body, so it carries the same Idempotency-Key and the server
 * charges at most once. When the giver's bank asks them to confirm (3-D Secure), they do, and the
 * same request is sent again for the final answer; so it is after PayPal's approval, while an
 * approval on the phone is waited for, and on the return from the provider's own page. On success the draft is done with and the success
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
      const send = async () => (await createTip(body, key)).data;
      // Back from the provider's page still unpaid: said so, rather than sent there again at once.
      const leave = takeReturn(body)
        ? () => {
            throw new PayerStepEnded('checkoutUnfinished');
          }
        : undefined;
      const data = await followNextActions(await send(), {
        step: bank,
        resend: send,
        attempt: { key, body },
        leave,
      });
      return { data };
    },
    onSuccess: ({ data }, body) => {
      endAttempt();
      clearRedirectAttempt();
      const result = saveTipResult(data, body.email ?? null);
      clearTipDraft();
      void navigate('/tipConfirmation', { replace: true, state: result });
    },
    // The payer's step said why itself, on the screen.
    onError: (error) => {
      if (!(error instanceof PayerStepEnded)) notify.apiError(error);
    },
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
