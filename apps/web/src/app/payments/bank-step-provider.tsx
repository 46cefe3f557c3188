import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { NextAction, PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import { BankAuthenticationContext, type BankCharge } from './bank-authentication-context';
import { BankWaitNotice, SandboxBankDialog, type SandboxResult } from './sandbox-bank-dialog';

type BankStep =
  | {
      kind: 'sandbox';
      charge: BankCharge;
      sending: SandboxResult | null;
      answer: (result: SandboxResult) => void;
    }
  | { kind: 'stripe' };

interface Props {
  /** The server's payment settings, when a bank step begins (keep it stable: a memoized callback). */
  loadConfig: () => Promise<Pick<PaymentsConfigData, 'provider' | 'publishableKey'>>;
  /** POST /payments/sandbox/authenticate (the app's api-client, or the guest page's own call). */
  authenticateSandbox: (body: { clientSecret: string; result: SandboxResult }) => Promise<unknown>;
  children: ReactNode;
}

/**
 * The bank's check (3-D Secure), for the app's screens (tips, subscriptions) and the guest page
 * alike: the sandbox's stand-in page, or Stripe's own (stripe.js, loaded only now, in its own chunk).
 */
export function BankStepProvider({ loadConfig, authenticateSandbox, children }: Props) {
  const [step, setStep] = useState<BankStep | null>(null);

  const authenticate = useCallback(
    async (action: NextAction, charge: BankCharge) => {
      if (action.type !== 'authenticate') throw new Error(`no step for ${action.type} yet`);
      const config = await loadConfig();
      try {
        if (config.provider === 'stripe') {
          setStep({ kind: 'stripe' });
          // Loaded only now, in its own chunk: most payments never need it.
          const { loadStripeFor } = await import('./load-stripe');
          const stripe = await loadStripeFor(config.publishableKey ?? '');
          // A failed or cancelled check needs no handling here: the server answers authenticationFailed.
          await stripe.handleNextAction({ clientSecret: action.clientSecret });
          return;
        }
        const result = await new Promise<SandboxResult>((answer) =>
          setStep({ kind: 'sandbox', charge, sending: null, answer }),
        );
        setStep({ kind: 'sandbox', charge, sending: result, answer: () => undefined });
        await authenticateSandbox({ clientSecret: action.clientSecret, result });
      } finally {
        setStep(null);
      }
    },
    [loadConfig, authenticateSandbox],
  );

  const value = useMemo(() => ({ authenticate, active: step !== null }), [authenticate, step]);
  return (
    <BankAuthenticationContext.Provider value={value}>
      {children}
      {step?.kind === 'sandbox' && (
        <SandboxBankDialog charge={step.charge} sending={step.sending} onAnswer={step.answer} />
      )}
      {step?.kind === 'stripe' && <BankWaitNotice />}
    </BankAuthenticationContext.Provider>
  );
}
