import { useCallback, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BankStepProvider } from '@/app/payments/bank-step-provider';
import { authenticateInSandbox } from '@/app/payments/sandbox-authenticate';
import { paymentsConfigQuery } from './use-payments-config.query';
import { appWalletCalls } from './wallet-step-calls';

/** The one place every way of paying (card, saved card, wallet, PayPal, mobile money) goes through the payer's step. */
// The hook is also exported from here so the screens' imports stay as they were.
export { useBankAuthentication } from '@/app/payments/bank-authentication-context';

export function BankAuthenticationProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const loadConfig = useCallback(() => queryClient.fetchQuery(paymentsConfigQuery), [queryClient]);
  const walletCalls = useMemo(() => appWalletCalls(queryClient), [queryClient]);
  return (
    <BankStepProvider
      loadConfig={loadConfig}
      authenticateSandbox={authenticateInSandbox}
      walletCalls={walletCalls}
    >
      {children}
    </BankStepProvider>
  );
}
