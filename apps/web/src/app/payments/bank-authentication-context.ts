import { createContext, useContext } from 'react';
import type { NextAction, TipTransaction } from '@opentip/shared/schemas/tips.schema';

/**
 * What the sandbox's bank page shows: who is paid and how much. A tip's transaction is one as it is;
 * a subscription gives the platform and its first payment.
 */
export interface BankCharge {
  payee: Pick<TipTransaction['payee'], 'username'>;
  amounts: Pick<TipTransaction['amounts'], 'total'>;
  currency: string;
}

/** Apart from the provider (which needs the query cache), so the guest page can give its own. */
export interface BankAuthentication {
  /**
   * Takes the payer through their bank's check (3-D Secure) for a payment that asked for it. It
   * resolves once the bank step is over, whatever its outcome: the request sent again says whether it paid.
   */
  authenticate: (action: NextAction, charge: BankCharge) => Promise<void>;
  /** A bank step is on screen: the screen's own dialogs stay out of its way. */
  active: boolean;
}

export const BankAuthenticationContext = createContext<BankAuthentication>({
  authenticate: () => Promise.reject(new Error('BankAuthenticationProvider is missing')),
  active: false,
});

export function useBankAuthentication(): BankAuthentication {
  return useContext(BankAuthenticationContext);
}
