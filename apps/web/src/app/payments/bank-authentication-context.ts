import { createContext, useContext } from 'react';
import type { NextAction, TipTransaction } from '@opentip/shared/schemas/tips.schema';

/**
 * What the payer's step shows: who is paid and how much. A tip's transaction is one as it is;
 * a subscription gives the platform and its first payment.
 */
export interface BankCharge {
  payee: Pick<TipTransaction['payee'], 'username'> & { id?: string };
  amounts: Pick<TipTransaction['amounts'], 'total'>;
  currency: string;
}

export type ConfirmOnPhoneAction = Extract<NextAction, { type: 'confirmOnPhone' }>;

/** An answer of the payment request: it may ask the payer for one more step. */
export interface StepAnswer {
  nextAction: NextAction | null;
}

/** Apart from the provider (which needs the query cache), so the guest page can give its own. */
export interface BankAuthentication {
  /**
   * Takes the payer through the step a payment asked for: their bank's check (3-D Secure) or their
   * approval at PayPal. It resolves once the step is over, whatever its outcome: the request sent
   * again says whether it paid.
   */
  authenticate: (action: NextAction, charge: BankCharge) => Promise<void>;
  /**
   * Mobile money: the payer approves on their phone while the request is sent again every few
   * seconds. Resolves with the first answer that is no longer waiting on the phone; rejects with
   * PayerStepEnded when the payer cancels or the wait is given up.
   */
  waitOnPhone: <T extends StepAnswer>(
    action: ConfirmOnPhoneAction,
    charge: BankCharge,
    resend: () => Promise<T>,
  ) => Promise<T>;
  /** A payer's step is on screen: the screen's own dialogs stay out of its way. */
  active: boolean;
}

const missing = () => Promise.reject(new Error('BankAuthenticationProvider is missing'));

export const BankAuthenticationContext = createContext<BankAuthentication>({
  authenticate: missing,
  waitOnPhone: missing,
  active: false,
});

export function useBankAuthentication(): BankAuthentication {
  return useContext(BankAuthenticationContext);
}
