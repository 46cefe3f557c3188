import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NextAction, TipTransaction } from '@opentip/shared/schemas/tips.schema';
import { BankAuthenticationContext } from './bank-authentication-context';
import { BankWaitNotice, SandboxBankDialog, type SandboxResult } from './sandbox-bank-dialog';
import { authenticateInSandbox } from './sandbox-authenticate';
import { paymentsConfigQuery } from './use-payments-config.query';

type BankStep =
  | {
      kind: 'sandbox';
      tip: TipTransaction;
      sending: SandboxResult | null;
      answer: (result: SandboxResult) => void;
    }
  | { kind: 'stripe' };

/** The one place every way of paying (card, saved card, wallet) goes through its bank's check. */
// The hook is also exported from here so the screens' imports stay as they were.
export { useBankAuthentication } from './bank-authentication-context';

export function BankAuthenticationProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<BankStep | null>(null);

  const authenticate = useCallback(
    async (action: NextAction, tip: TipTransaction) => {
      const config = await queryClient.fetchQuery(paymentsConfigQuery);
      try {
        if (config.provider === 'stripe') {
          setStep({ kind: 'stripe' });
          // Loaded only now, in its own chunk: most payments never need it.
          const { loadStripeFor } = await import('./stripe/load-stripe');
          const stripe = await loadStripeFor(config.publishableKey ?? '');
          // A failed or cancelled check needs no handling here: the server answers authenticationFailed.
          await stripe.handleNextAction({ clientSecret: action.clientSecret });
          return;
        }
        const result = await new Promise<SandboxResult>((answer) =>
          setStep({ kind: 'sandbox', tip, sending: null, answer }),
        );
        setStep({ kind: 'sandbox', tip, sending: result, answer: () => undefined });
        await authenticateInSandbox({ clientSecret: action.clientSecret, result });
      } finally {
        setStep(null);
      }
    },
    [queryClient],
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
