import { useRef, useState } from 'react';
import type { CreateTipBody } from '@opentip/shared/schemas/tips.schema';
import { useBankAuthentication } from '@/app/payments/bank-authentication-context';
import { followNextActions } from '@/app/payments/follow-next-actions';
import { attemptKey, endAttempt } from '@/features/tipping/pay-attempt';
import { isAuthenticationFailure } from '@/features/tipping/tip-failure';
import { createGuestTip } from './guest-api';
import { clearDraft, saveResult } from './guest-storage';

/**
 * Where a paid tip goes: the full app's success screen reads the result from session storage. It
 * replaces the card step in the history, as the app's own navigation does.
 */
export const SUCCESS_PATH = '/tipConfirmation';

/**
 * use-pay-tip's rules without the query cache: one Idempotency-Key per attempt (a retry is the same
 * attempt), the payer's step when asked (bank, PayPal, phone, provider's page), and on success the result stored and the success screen.
 */
export function useGuestPay(onPaid: (path: string) => void = (path) => window.location.replace(path)) {
  const bank = useBankAuthentication();
  const last = useRef<CreateTipBody | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  /** settle: a wallet's sheet waits for the outcome (it closes before a bank step or leaving). */
  async function run(body: CreateTipBody, settle?: (status: 'success' | 'fail') => void) {
    setPending(true);
    setError(null);
    try {
      const key = attemptKey(body);
      const send = () => createGuestTip(body, key);
      const first = await send();
      // The wallet did its part: its sheet closes, the payer's step comes next.
      if (first.nextAction) settle?.('success');
      const answer = await followNextActions(first, { step: bank, resend: send, attempt: { key, body } });
      endAttempt();
      saveResult(answer, body.email ?? null);
      clearDraft();
      settle?.('success');
      onPaid(SUCCESS_PATH);
      // The page stays busy until the success screen replaces it.
    } catch (failure) {
      settle?.('fail');
      setError(failure);
      setPending(false);
    }
  }

  return {
    pay(body: CreateTipBody, settle?: (status: 'success' | 'fail') => void) {
      last.current = body;
      void run(body, settle);
    },
    retry() {
      if (!last.current) return;
      if (isAuthenticationFailure(error)) endAttempt();
      void run(last.current);
    },
    reset() {
      setError(null);
    },
    /** A failure before the tip was asked (the wallet's token), shown the same way. */
    fail(failure: unknown) {
      setError(failure);
    },
    isPending: pending,
    error,
  };
}
