import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { useNotify } from '@/app/use-notify';
import { createTip } from './create-tip';
import { attemptKey, endAttempt } from './pay-attempt';
import { clearTipDraft } from './tip-draft';
import { saveTipResult } from './tip-result';

/**
 * Gives the tip. A retry sends the same body, so it carries the same Idempotency-Key and the server
 * charges at most once; on success the draft is done with and the success screen opens.
 */
export function usePayTip() {
  const navigate = useNavigate();
  const notify = useNotify();
  const last = useRef<CreateTipBody | null>(null);
  const mutation = useMutation({
    mutationFn: (body: CreateTipBody) => createTip(body, attemptKey(body)),
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
      if (last.current) mutation.mutate(last.current);
    },
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
