import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { NextAction, PaymentsConfigData, TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { BankAuthenticationContext } from '@/features/tipping/bank-authentication-context';
import {
  BankWaitNotice,
  SandboxBankDialog,
  type SandboxResult,
} from '@/features/tipping/sandbox-bank-dialog';
import { authenticateSandbox } from './guest-api';

type Step =
  | {
      kind: 'sandbox';
      tip: TipTransaction;
      sending: SandboxResult | null;
      answer: (result: SandboxResult) => void;
    }
  | { kind: 'stripe' };

/**
 * The bank's check (3-D Secure) on the guest page, as the app's BankAuthenticationProvider does it:
 * the sandbox's stand-in page, or Stripe's own (stripe.js, loaded only now, in its own chunk).
 */
export function GuestBankProvider({
  payments,
  children,
}: {
  payments: PaymentsConfigData;
  children: ReactNode;
}) {
  const [step, setStep] = useState<Step | null>(null);
  const { provider, publishableKey } = payments;
  const authenticate = useCallback(
    async (action: NextAction, tip: TipTransaction) => {
      try {
        if (provider === 'stripe') {
          setStep({ kind: 'stripe' });
          const { loadStripeFor } = await import('@/features/tipping/stripe/load-stripe');
          const stripe = await loadStripeFor(publishableKey ?? '');
          // A failed or cancelled check needs no handling here: the server answers authenticationFailed.
          await stripe.handleNextAction({ clientSecret: action.clientSecret });
          return;
        }
        const result = await new Promise<SandboxResult>((answer) =>
          setStep({ kind: 'sandbox', tip, sending: null, answer }),
        );
        setStep({ kind: 'sandbox', tip, sending: result, answer: () => undefined });
        await authenticateSandbox({ clientSecret: action.clientSecret, result });
      } finally {
        setStep(null);
      }
    },
    [provider, publishableKey],
  );
  const value = useMemo(() => ({ authenticate, active: step !== null }), [authenticate, step]);
  return (
    <BankAuthenticationContext.Provider value={value}>
      {children}
      {step?.kind === 'sandbox' && (
        <SandboxBankDialog tip={step.tip} sending={step.sending} onAnswer={step.answer} />
      )}
      {step?.kind === 'stripe' && <BankWaitNotice />}
    </BankAuthenticationContext.Provider>
  );
}
