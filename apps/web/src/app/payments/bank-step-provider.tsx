import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { NextAction, PaymentsConfigData } from '@opentip/shared/schemas/tips.schema';
import {
  BankAuthenticationContext,
  type BankCharge,
  type ConfirmOnPhoneAction,
  type StepAnswer,
} from './bank-authentication-context';
import { PayerStepEnded } from './payer-step-ended';
import { BankWaitNotice, SandboxBankDialog, type SandboxResult } from './sandbox-bank-dialog';

// PayPal's and mobile money's steps in a chunk of their own: most payments never need them.
const PaypalSandboxDialog = lazy(() =>
  import('./payer-step-dialogs').then((module) => ({ default: module.PaypalSandboxDialog })),
);
const PaypalButtonDialog = lazy(() =>
  import('./payer-step-dialogs').then((module) => ({ default: module.PaypalButtonDialog })),
);
const PhoneWaitPanel = lazy(() =>
  import('./payer-step-dialogs').then((module) => ({ default: module.PhoneWaitPanel })),
);

export type PaypalSandboxResult = 'approve' | 'decline' | 'cancel';
export type PhoneSandboxResult = 'approve' | 'decline';

/** How often a payment waiting on the payer's phone is asked again, and when the wait is given up. */
export const PHONE_POLLING = { everyMs: 3_000, giveUpMs: 180_000 };

/** The calls of PayPal's and Flutterwave's steps (the app's api-client, or the guest page's own). */
export interface WalletStepCalls {
  /** The receiver's ways in this charge's currency: publicKey null means the local sandboxes. */
  publicKeyFor: (charge: BankCharge) => Promise<string | null>;
  /** POST /payments/paypal-sandbox/orders/:orderId */
  answerPaypalSandbox: (orderId: string, result: PaypalSandboxResult) => Promise<unknown>;
  /** POST /payments/flutterwave-sandbox/charges/:reference */
  answerPhoneSandbox: (reference: string, result: PhoneSandboxResult) => Promise<unknown>;
}

type Step =
  | {
      kind: 'sandbox';
      charge: BankCharge;
      sending: SandboxResult | null;
      answer: (result: SandboxResult) => void;
    }
  | { kind: 'stripe' }
  | {
      kind: 'paypalSandbox';
      charge: BankCharge;
      sending: PaypalSandboxResult | null;
      answer: (result: PaypalSandboxResult) => void;
    }
  | { kind: 'paypal'; clientId: string; currency: string; orderId: string; done: () => void }
  | {
      kind: 'phone';
      action: ConfirmOnPhoneAction;
      charge: BankCharge;
      sandbox: boolean;
      cancel: () => void;
    };

interface Props {
  /** The server's payment settings, when a bank step begins (keep it stable: a memoized callback). */
  loadConfig: () => Promise<Pick<PaymentsConfigData, 'provider' | 'publishableKey'>>;
  /** POST /payments/sandbox/authenticate (the app's api-client, or the guest page's own call). */
  authenticateSandbox: (body: { clientSecret: string; result: SandboxResult }) => Promise<unknown>;
  /** Tips only: PayPal's and mobile money's steps (keep it stable). */
  walletCalls?: WalletStepCalls;
  children: ReactNode;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The payer's step, for the app's screens (tips, subscriptions) and the guest page alike: the bank's
 * check (the sandbox's stand-in page, or Stripe's own), the approval at PayPal (its button, or the
 * sandbox's stand-in) and the wait for an approval on the phone. Provider code loads only when used.
 */
export function BankStepProvider({ loadConfig, authenticateSandbox, walletCalls, children }: Props) {
  const [step, setStep] = useState<Step | null>(null);
  const [phoneSending, setPhoneSending] = useState<PhoneSandboxResult | null>(null);
  const calls = useRef(walletCalls);
  calls.current = walletCalls;

  const approvePaypal = useCallback(async (orderId: string, charge: BankCharge) => {
    const wallet = calls.current;
    if (!wallet) throw new Error('no PayPal step here');
    const clientId = await wallet.publicKeyFor(charge).catch(() => null);
    if (clientId) {
      await new Promise<void>((done) =>
        setStep({ kind: 'paypal', clientId, currency: charge.currency, orderId, done }),
      );
      return;
    }
    const result = await new Promise<PaypalSandboxResult>((answer) =>
      setStep({ kind: 'paypalSandbox', charge, sending: null, answer }),
    );
    setStep({ kind: 'paypalSandbox', charge, sending: result, answer: () => undefined });
    await wallet.answerPaypalSandbox(orderId, result);
  }, []);

  const authenticate = useCallback(
    async (action: NextAction, charge: BankCharge) => {
      try {
        if (action.type === 'approvePaypal') return await approvePaypal(action.orderId, charge);
        if (action.type !== 'authenticate') throw new Error(`no step for ${action.type} here`);
        const config = await loadConfig();
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
    [loadConfig, authenticateSandbox, approvePaypal],
  );

  const waitOnPhone = useCallback(
    async <T extends StepAnswer>(
      action: ConfirmOnPhoneAction,
      charge: BankCharge,
      resend: () => Promise<T>,
    ) => {
      const wallet = calls.current;
      const sandbox = !(await wallet?.publicKeyFor(charge).catch(() => null));
      let cancel = () => undefined as void;
      const cancelled = new Promise<never>((_, reject) => {
        cancel = () => reject(new PayerStepEnded('phoneCancelled'));
      });
      cancelled.catch(() => undefined);
      const started = Date.now();
      setPhoneSending(null);
      setStep({ kind: 'phone', action, charge, sandbox, cancel });
      try {
        for (;;) {
          await Promise.race([sleep(PHONE_POLLING.everyMs), cancelled]);
          if (Date.now() - started >= PHONE_POLLING.giveUpMs) throw new PayerStepEnded('phoneTimeout');
          const answer = await Promise.race([resend(), cancelled]);
          if (answer.nextAction?.type !== 'confirmOnPhone') return answer;
        }
      } finally {
        setStep(null);
      }
    },
    [],
  );

  const answerPhone = useCallback((reference: string, result: PhoneSandboxResult) => {
    setPhoneSending(result);
    // The next time the request is asked again, it is decided.
    void calls.current?.answerPhoneSandbox(reference, result).catch(() => setPhoneSending(null));
  }, []);

  const value = useMemo(
    () => ({ authenticate, waitOnPhone, active: step !== null }),
    [authenticate, waitOnPhone, step],
  );
  return (
    <BankAuthenticationContext.Provider value={value}>
      {children}
      {step?.kind === 'sandbox' && (
        <SandboxBankDialog charge={step.charge} sending={step.sending} onAnswer={step.answer} />
      )}
      {step?.kind === 'stripe' && <BankWaitNotice />}
      <Suspense fallback={null}>
        {step?.kind === 'paypalSandbox' && (
          <PaypalSandboxDialog charge={step.charge} sending={step.sending} onAnswer={step.answer} />
        )}
        {step?.kind === 'paypal' && (
          <PaypalButtonDialog
            clientId={step.clientId}
            currency={step.currency}
            orderId={step.orderId}
            onDone={step.done}
          />
        )}
        {step?.kind === 'phone' && (
          <PhoneWaitPanel
            action={step.action}
            charge={step.charge}
            sandbox={step.sandbox}
            sending={phoneSending}
            onSandboxAnswer={(result) => answerPhone(step.action.reference, result)}
            onCancel={step.cancel}
          />
        )}
      </Suspense>
    </BankAuthenticationContext.Provider>
  );
}
