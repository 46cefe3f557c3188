import { createContext, useContext } from 'react';
import type { NextAction, TipTransaction } from '@opentip/shared/schemas/tips.schema';

/** Apart from the provider (which needs the query cache), so the guest page can give its own. */
export interface BankAuthentication {
  /**
   * Takes the giver through their bank's check (3-D Secure) for a tip that asked for it. It resolves
   * once the bank step is over, whatever its outcome: the request sent again says whether it paid.
   */
  authenticate: (action: NextAction, tip: TipTransaction) => Promise<void>;
  /** A bank step is on screen: the tipping screen's own dialogs stay out of its way. */
  active: boolean;
}

export const BankAuthenticationContext = createContext<BankAuthentication>({
  authenticate: () => Promise.reject(new Error('BankAuthenticationProvider is missing')),
  active: false,
});

export function useBankAuthentication(): BankAuthentication {
  return useContext(BankAuthenticationContext);
}
