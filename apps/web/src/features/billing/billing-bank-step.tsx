import { useCallback, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BankStepProvider } from '@/app/payments/bank-step-provider';
import { authenticateInSandbox } from '@/app/payments/sandbox-authenticate';
import { paymentsProviderQuery } from './use-payments-provider.query';

/** The bank's check (3-D Secure) for a first payment, as tips have it: the sandbox's page or Stripe's. */
export function BillingBankStep({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const loadConfig = useCallback(() => queryClient.fetchQuery(paymentsProviderQuery), [queryClient]);
  return (
    <BankStepProvider loadConfig={loadConfig} authenticateSandbox={authenticateInSandbox}>
      {children}
    </BankStepProvider>
  );
}
