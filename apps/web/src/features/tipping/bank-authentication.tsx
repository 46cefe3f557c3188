import { useCallback, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BankStepProvider } from '@/app/payments/bank-step-provider';
import { authenticateInSandbox } from '@/app/payments/sandbox-authenticate';
import { paymentsConfigQuery } from './use-payments-config.query';

/** The one place every way of paying (card, saved card, wallet) goes through its bank's check. */
// The hook is also exported from here so the screens' imports stay as they were.
export { useBankAuthentication } from '@/app/payments/bank-authentication-context';

export function BankAuthenticationProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const loadConfig = useCallback(() => queryClient.fetchQuery(paymentsConfigQuery), [queryClient]);
  return (
    <BankStepProvider loadConfig={loadConfig} authenticateSandbox={authenticateInSandbox}>
      {children}
    </BankStepProvider>
  );
}
